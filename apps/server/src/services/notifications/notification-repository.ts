import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { notifications } from '../../db/schema/index.ts';
import type { NotificationDraft } from './notification-payloads.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Writes the drafts; a draft whose (account, dedupe key) is already stored is skipped, so a block
 * range read twice or a retried request notifies nobody again. Returns the accounts that got a row.
 */
export async function insertNotifications(tx: Queryable, drafts: NotificationDraft[]): Promise<string[]> {
  if (drafts.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(drafts.map((draft) => ({ ...draft, account: draft.account.toLowerCase() })))
    .onConflictDoNothing()
    .returning({ account: notifications.account });
  return [...new Set(rows.map((row) => row.account))];
}

/** One page of an account's notifications, newest first. */
export async function notificationPage(
  db: Queryable,
  account: string,
  page: { offset: number; limit: number },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.account, account))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** How many an account has, and how many of them are unread, in one read. */
export async function notificationCounts(
  db: Queryable,
  account: string,
): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int`,
    })
    .from(notifications)
    .where(eq(notifications.account, account));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Unread only: the bell's count, from the partial index of unread rows. */
export async function unreadCount(db: Queryable, account: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.account, account), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/**
 * Marks the account's unread notifications read: those of `ids`, or all. Ids of another account's
 * notifications match nothing, as unknown ids do. Returns how many were marked.
 */
export async function markRead(db: Queryable, account: string, ids: number[] | 'all'): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.account, account),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return marked.length;
}
