import type { LedgerEntry } from '@guardians/shared';
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pointsLedger, users } from '../../db/schema/index.ts';
import { balanceOf } from './points-ledger.ts';

type LedgerRowView = typeof pointsLedger.$inferSelect;

export function toLedgerEntry(row: LedgerRowView): LedgerEntry {
  return {
    _id: String(row.id),
    account: row.account as `0x${string}`,
    amount: Number(row.amount),
    reason: row.reason,
    reference: row.reference,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The account's own ledger, newest first, with its balance (the sum of all its rows). */
export async function accountLedger(
  db: Db,
  account: string,
  page: { offset: number; limit: number },
): Promise<{ items: LedgerEntry[]; total: number; balance: number }> {
  const owner = account.toLowerCase();
  const mine = eq(pointsLedger.account, owner);
  const [rows, [totals], balance] = await Promise.all([
    db
      .select()
      .from(pointsLedger)
      .where(mine)
      .orderBy(desc(pointsLedger.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(pointsLedger).where(mine),
    balanceOf(db, owner),
  ]);
  return { items: rows.map(toLedgerEntry), total: totals?.n ?? 0, balance };
}

const CSV_HEADER = ['id', 'created_at', 'account', 'username', 'reason', 'amount', 'reference', 'note'];
const CSV_BATCH = 2000;

/**
 * A cell as spreadsheets read it safely: text that starts like a formula (= + - @, or a tab or
 * carriage return that some programs strip first) gets a leading quote, and any cell with a comma,
 * quote or line break is quoted. Amounts are numbers this server formats, so they are left as is.
 */
export function csvCell(value: string | null, options: { text: boolean } = { text: true }): string {
  if (value === null) return '';
  const safe = options.text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The ledger as CSV lines (header first), oldest row first, read in batches by id so an export of
 * every account never holds the whole table in memory.
 */
export async function* ledgerCsv(db: Db, account: string | undefined): AsyncGenerator<string> {
  yield `${CSV_HEADER.join(',')}\r\n`;
  let after = 0n;
  for (;;) {
    const rows = await db
      .select({ row: pointsLedger, username: users.username })
      .from(pointsLedger)
      .leftJoin(users, eq(users.account, pointsLedger.account))
      .where(
        and(
          gt(pointsLedger.id, after),
          account ? eq(pointsLedger.account, account.toLowerCase()) : undefined,
        ),
      )
      .orderBy(asc(pointsLedger.id))
      .limit(CSV_BATCH);
    if (rows.length === 0) return;
    let chunk = '';
    for (const { row, username } of rows) {
      chunk += `${[
        String(row.id),
        row.createdAt.toISOString(),
        csvCell(row.account),
        csvCell(username),
        csvCell(row.reason),
        csvCell(row.amount, { text: false }),
        csvCell(row.reference),
        csvCell(row.note),
      ].join(',')}\r\n`;
      after = row.id;
    }
    yield chunk;
    if (rows.length < CSV_BATCH) return;
  }
}
