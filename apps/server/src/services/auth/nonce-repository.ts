import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginNonces } from '../../db/schema/index.ts';

export type NonceRecord = typeof loginNonces.$inferSelect;

export async function insertNonce(db: Db, record: typeof loginNonces.$inferInsert): Promise<void> {
  await db.insert(loginNonces).values(record);
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
