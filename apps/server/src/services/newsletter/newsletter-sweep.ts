import { and, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers as subscribers } from '../../db/schema/index.ts';

/**
 * Sign-ups nobody confirmed in time (decision 0078): an address never confirmed is deleted (it was
 * never on the list, and anyone may have typed it); one confirmed before keeps its row as the record
 * of its consent and only loses the lapsed link.
 */
export async function sweepLapsedSignUps(
  db: Db,
  now = new Date(),
): Promise<{ removed: number; lapsed: number }> {
  const removed = await db
    .delete(subscribers)
    .where(and(isNull(subscribers.confirmedAt), lte(subscribers.confirmExpiresAt, now)));
  const lapsed = await db
    .update(subscribers)
    .set({ confirmTokenHash: null, confirmExpiresAt: null })
    .where(and(isNotNull(subscribers.confirmedAt), lte(subscribers.confirmExpiresAt, now)));
  return { removed: removed.rowCount ?? 0, lapsed: lapsed.rowCount ?? 0 };
}
