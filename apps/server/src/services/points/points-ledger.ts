import type { LedgerReason } from '@guardians/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pointsLedger } from '../../db/schema/index.ts';

/** A transaction or the pool. */
export type LedgerDb = Pick<Db, 'select' | 'insert' | 'execute'>;
/** A transaction, for calls that must hold the account's lock until commit. */
export type LedgerTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface LedgerRow {
  account: string;
  /** Coins, at most 2 decimals; negative for spending. */
  amount: number | string;
  reason: LedgerReason;
  reference?: string | null;
  note?: string | null;
}

/**
 * Serialises every balance change of one account until the transaction ends: whoever spends coins
 * takes this lock first, then reads the balance, so two concurrent spends can never overdraw.
 */
export async function lockAccountPoints(tx: LedgerTx, account: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`points:${account.toLowerCase()}`}, 0))`,
  );
}

/** The account's balance: the sum of all its ledger rows (coins, 2 decimals). */
export async function balanceOf(db: LedgerDb, account: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${pointsLedger.amount}), 0)::text` })
    .from(pointsLedger)
    .where(eq(pointsLedger.account, account.toLowerCase()));
  return Number(row?.balance ?? 0);
}

/**
 * Appends rows. Quest, referral, claim and refund rows are unique per (account, reason, reference):
 * a repeated append of one of those inserts nothing and answers false, so retries never pay twice.
 */
export async function appendLedger(db: LedgerDb, row: LedgerRow): Promise<boolean> {
  const inserted = await db
    .insert(pointsLedger)
    .values({
      account: row.account.toLowerCase(),
      amount: String(row.amount),
      reason: row.reason,
      reference: row.reference ?? null,
      note: row.note ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  return inserted.length > 0;
}
