import type { QuestCompletion } from '@guardians/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pointsLedger, questCompletions, users } from '../../db/schema/index.ts';
import type { QuestDb } from './quest-repository.ts';

export type CompletionRow = typeof questCompletions.$inferSelect;
type CompletionStatus = CompletionRow['status'];

export async function findCompletion(
  db: QuestDb,
  questId: number,
  account: string,
  options: { lock?: boolean } = {},
): Promise<CompletionRow | undefined> {
  const query = db
    .select()
    .from(questCompletions)
    .where(and(eq(questCompletions.questId, questId), eq(questCompletions.account, account)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findCompletionById(
  db: QuestDb,
  id: bigint,
  options: { lock?: boolean } = {},
): Promise<CompletionRow | undefined> {
  const query = db.select().from(questCompletions).where(eq(questCompletions.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/**
 * What a completion's write did: whether the quest was still as the completion read it (`current`;
 * nothing is written otherwise), whether a completion was started and, for paid quests, paid.
 */
export type StartedCompletion = {
  current: boolean;
  started: boolean;
  paid: boolean;
};

/**
 * Starts the account's completion for review unless one that counts already exists: a new row, or a
 * rejected one sent for review again. Not started when a completed or pending one is there,
 * including one committed by a concurrent request for the same account (the insert waits for it),
 * and nothing is written unless `unchanged` holds (`questUnchanged`).
 */
export async function startCompletion(
  tx: QuestDb,
  values: { questId: number; account: string; proof: string | null },
  unchanged: SQL,
): Promise<StartedCompletion> {
  const { questId, account, proof } = values;
  // Explicit casts: inside a select the parameters would otherwise be typed text.
  const result = await tx.execute<{ current: boolean; started: boolean }>(sql`
    with started as (
      insert into ${questCompletions} (quest_id, account, status, proof)
      select ${questId}::int, ${account}::text, 'pending', ${proof}::text where ${unchanged}
      on conflict (quest_id, account) do update
        set status = 'pending', proof = excluded.proof, reviewed_by = null, review_note = null, created_at = now(),
            completed_at = null
        where ${questCompletions}.status = 'rejected'
      returning id
    )
    select ${unchanged} as current, exists (select 1 from started) as started`);
  const [row] = result.rows;
  return { current: row?.current === true, started: row?.started === true, paid: false };
}

/**
 * `startCompletion` and its payout in one statement, for quests paid on completion: the ledger row is
 * written only with a completion that was started (the ledger's unique index pays a quest once).
 * `completedAt` is the row's time.
 */
export async function startPaidCompletion(
  tx: QuestDb,
  values: { questId: number; account: string; proof: string | null; points: string; note: string },
  completedAt: Date,
  unchanged: SQL,
): Promise<StartedCompletion> {
  const { questId, account, proof, points, note } = values;
  const result = await tx.execute<StartedCompletion>(sql`
    with started as (
      insert into ${questCompletions} (quest_id, account, status, proof, completed_at)
      select ${questId}::int, ${account}::text, 'completed', ${proof}::text, ${completedAt}::timestamptz
       where ${unchanged}
      on conflict (quest_id, account) do update
        set status = 'completed', proof = excluded.proof, reviewed_by = null, review_note = null,
            created_at = excluded.completed_at, completed_at = excluded.completed_at
        where ${questCompletions}.status = 'rejected'
      returning id
    ), paid as (
      insert into ${pointsLedger} (account, amount, reason, reference, note)
      select ${account}, ${points}, 'quest', ${String(questId)}, ${note} from started
      on conflict do nothing
      returning id
    )
    select ${unchanged} as current, exists (select 1 from started) as started,
           exists (select 1 from paid) as paid`);
  const [row] = result.rows;
  return { current: row?.current === true, started: row?.started === true, paid: row?.paid === true };
}

export async function setCompletionStatus(
  tx: QuestDb,
  id: bigint,
  status: CompletionStatus,
  reviewedBy: string,
  reviewNote: string | null = null,
): Promise<CompletionRow> {
  const [row] = await tx
    .update(questCompletions)
    .set({ status, reviewedBy, reviewNote, completedAt: status === 'completed' ? new Date() : null })
    .where(eq(questCompletions.id, id))
    .returning();
  if (!row) throw new Error('quest completion update returned no row');
  return row;
}

/** Coins the quest paid the account (0 when it has not). */
export async function questPayout(db: QuestDb, questId: number, account: string): Promise<number> {
  const [row] = await db
    .select({ amount: pointsLedger.amount })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.account, account),
        eq(pointsLedger.reason, 'quest'),
        eq(pointsLedger.reference, String(questId)),
      ),
    );
  return row ? Number(row.amount) : 0;
}

export async function listCompletions(
  db: Db,
  questId: number,
  page: { status?: CompletionStatus; offset: number; limit: number },
): Promise<{ items: QuestCompletion[]; total: number }> {
  const where = and(
    eq(questCompletions.questId, questId),
    page.status ? eq(questCompletions.status, page.status) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({ completion: questCompletions, username: users.username })
      .from(questCompletions)
      .leftJoin(users, eq(users.account, questCompletions.account))
      .where(where)
      .orderBy(desc(questCompletions.createdAt), desc(questCompletions.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(questCompletions).where(where),
  ]);
  return {
    items: rows.map((row) => toCompletion(row.completion, row.username)),
    total: totals?.n ?? 0,
  };
}

export function toCompletion(row: CompletionRow, username: string | null): QuestCompletion {
  return {
    _id: String(row.id),
    questId: row.questId,
    account: row.account as `0x${string}`,
    username,
    status: row.status,
    proof: row.proof,
    reviewedBy: row.reviewedBy,
    reviewNote: row.reviewNote,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
