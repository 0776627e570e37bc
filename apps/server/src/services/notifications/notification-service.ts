import type {
  MarkNotificationsReadBody,
  MarkNotificationsReadResult,
  NotificationPage,
  NotificationsQuery,
} from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import { markRead, notificationCounts, notificationPage, unreadCount } from './notification-repository.ts';
import { type PictureUrls, toNotification } from './notification-view.ts';

export interface NotificationDeps {
  db: Db;
  urls: PictureUrls;
}

/** A page of the account's notifications, newest first, with how many there are and are unread. */
export async function listNotifications(
  deps: NotificationDeps,
  account: string,
  query: NotificationsQuery,
): Promise<NotificationPage> {
  const [rows, counts] = await Promise.all([
    notificationPage(deps.db, account, query),
    notificationCounts(deps.db, account),
  ]);
  return { items: rows.map((row) => toNotification(row, deps.urls)), ...counts };
}

export function unreadNotificationCount(db: Db, account: string): Promise<number> {
  return unreadCount(db, account);
}

/**
 * Marks the account's notifications read (those named, or all). Only the caller's own are touched:
 * another account's ids count as unknown ones and mark nothing (no 403 that would tell they exist).
 */
export async function markNotificationsRead(
  db: Db,
  account: string,
  body: MarkNotificationsReadBody,
): Promise<MarkNotificationsReadResult> {
  const marked = await markRead(db, account, 'all' in body ? 'all' : body.ids);
  return { marked, unread: await unreadCount(db, account) };
}
