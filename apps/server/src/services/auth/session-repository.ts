import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function findLiveSession(db: Db, idHash: string, now = new Date()) {
  const [row] = await db
    .select({ account: sessions.account, chainId: sessions.chainId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function revokeSession(db: Db, idHash: string): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt)))
    .returning({ idHash: sessions.idHash });
  return revoked.length > 0;
}
