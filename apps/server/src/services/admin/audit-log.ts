import type { AuditEntry, AuditQuery } from '@guardians/shared';
import { asc, desc, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { csvCell } from '../points/ledger-history.ts';
import { namesOf } from './roles-repository.ts';

export interface AuditChange {
  actor: string;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
}

/** Writes one console change; called inside the change's transaction, so both land or neither. */
export async function recordAudit(db: Db, change: AuditChange): Promise<void> {
  await db.insert(auditLog).values({
    actor: change.actor,
    action: change.action,
    target: change.target,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

function matching(q: string | undefined) {
  if (!q) return undefined;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(auditLog.actor, like), ilike(auditLog.action, like), ilike(auditLog.target, like));
}

/** A page of the log, newest first unless asked otherwise, with the actors' names. */
export async function listAudit(
  db: Db,
  query: Pick<AuditQuery, 'offset' | 'limit' | 'q' | 'sort'>,
): Promise<{ items: AuditEntry[]; total: number }> {
  const where = matching(query.q);
  const order =
    query.sort === 'oldest' ? [asc(auditLog.at), asc(auditLog.id)] : [desc(auditLog.at), desc(auditLog.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...order)
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  const names = await namesOf(db, [...new Set(rows.map((row) => row.actor))]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actor,
      actorName: names.get(row.actor) ?? null,
      action: row.action,
      target: row.target,
      before: row.before,
      after: row.after,
    })),
    total: count?.total ?? 0,
  };
}

/** A CSV cell made safe for spreadsheets as the ledger export's are; JSON for before and after. */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  return csvCell(typeof value === 'string' ? value : JSON.stringify(value));
}

const AUDIT_CSV_HEADER = ['id', 'at', 'actor', 'actor_name', 'action', 'target', 'before', 'after'];

/** The whole log matching `q`, oldest first, as CSV lines (header first). */
export async function* auditCsvLines(db: Db, q: string | undefined): AsyncGenerator<string> {
  yield `${AUDIT_CSV_HEADER.join(',')}\r\n`;
  const pageSize = 500;
  for (let offset = 0; ; offset += pageSize) {
    const page = await listAudit(db, { offset, limit: pageSize, q, sort: 'oldest' });
    for (const e of page.items)
      yield `${[e.id, e.at, e.actor, e.actorName, e.action, e.target, e.before, e.after].map(csvField).join(',')}\r\n`;
    if (page.items.length < pageSize) return;
  }
}
