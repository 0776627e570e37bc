import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oauthStates } from '../../db/schema/index.ts';

export type OAuthStateRow = typeof oauthStates.$inferSelect;

export async function insertState(db: Db, row: typeof oauthStates.$inferInsert): Promise<void> {
  // Abandoned requests (the member closed the provider's tab) are swept here rather than by a timer.
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await db.insert(oauthStates).values(row);
}

/** Takes the state out in one statement, so two callbacks racing with the same state cannot both use it. */
export async function consumeState(db: Db, state: string): Promise<OAuthStateRow | undefined> {
  const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
  return row;
}
