import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginNonces } from '../../db/schema/index.ts';

export type NonceRecord = typeof loginNonces.$inferSelect;

/**
 * Stores a nonce and, when it names its client, trims what that client holds: its expired nonces
 * go, and of its unused ones only the newest `keepPerClient` stay, the new one included (decision
 * 0076). One client's calls take turns (a transaction lock on the client), so each trim sees every
 * nonce the client was given before it and concurrent calls cannot add up past the bound.
 */
export async function insertNonce(
  db: Db,
  record: Omit<typeof loginNonces.$inferInsert, 'consumedAt' | 'createdAt'> & { expiresAt: Date },
  limits: { keepPerClient: number; now: Date },
): Promise<void> {
  const { nonce, account, chainId, message, expiresAt, client } = record;
  if (!client) {
    await db.insert(loginNonces).values(record);
    return;
  }
  const { keepPerClient, now } = limits;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login_nonces:${client}`}, 0))`);
    // The trim's snapshot predates the insert beside it: it keeps one fewer of the older nonces.
    await tx.execute(sql`
      with added as (
        insert into login_nonces (nonce, account, chain_id, message, expires_at, client)
        values (${nonce}, ${account}, ${chainId}, ${message}, ${expiresAt}, ${client})
      ), kept as (
        select nonce from login_nonces
        where client = ${client} and consumed_at is null and expires_at > ${now}
        order by created_at desc
        limit ${Math.max(0, keepPerClient - 1)}
      )
      delete from login_nonces
      where client = ${client}
        and (expires_at <= ${now} or (consumed_at is null and nonce not in (select nonce from kept)))`);
  });
}

/** Removes up to `batch` nonces past their expiry (a used one is no longer needed to refuse its replay). */
export async function deleteExpiredNonces(db: Db, now: Date, batch: number): Promise<number> {
  const removed = await db.execute(sql`
    delete from login_nonces
    where nonce in (select nonce from login_nonces where expires_at <= ${now} limit ${batch})`);
  return removed.rowCount ?? 0;
}

export async function findNonce(db: Db, nonce: string): Promise<NonceRecord | undefined> {
  const [row] = await db.select().from(loginNonces).where(eq(loginNonces.nonce, nonce)).limit(1);
  return row;
}

/** The latest message issued to the account for this deadline (its chain is checked by the caller). */
export async function findIssuedNonce(
  db: Db,
  account: string,
  expiresAt: Date,
): Promise<NonceRecord | undefined> {
  const [row] = await db
    .select()
    .from(loginNonces)
    .where(and(eq(loginNonces.account, account), eq(loginNonces.expiresAt, expiresAt)))
    .orderBy(desc(loginNonces.createdAt))
    .limit(1);
  return row;
}

/** Marks the nonce used; true only for the one caller that consumed it (atomic under concurrency). */
export async function consumeNonce(db: Db, nonce: string): Promise<boolean> {
  const consumed = await db
    .update(loginNonces)
    .set({ consumedAt: new Date() })
    .where(and(eq(loginNonces.nonce, nonce), isNull(loginNonces.consumedAt)))
    .returning({ nonce: loginNonces.nonce });
  return consumed.length === 1;
}
