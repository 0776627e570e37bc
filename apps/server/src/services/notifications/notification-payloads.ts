import type { Notification, NotificationKind, NotificationTarget } from '@guardians/shared';

/** Fields every answer derives on read: ether amounts from wei, ids and times from the row. */
type Derived =
  | 'id'
  | 'kind'
  | 'createdAt'
  | 'readAt'
  | 'amountEther'
  | 'priceEther'
  | 'yourAmountEther'
  | 'alertPriceEther';

/** The target as stored: the picture as the catalogue stored it (presented for the browser on read). */
export type StoredTarget = NotificationTarget;

/** What `notifications.payload` holds for one kind: the answer without what is derived on read. */
export type StoredPayload<K extends NotificationKind> = Omit<Extract<Notification, { kind: K }>, Derived>;

/** A notification about to be written: whom, what, and the fact's key that makes it once only. */
export type NotificationDraft = {
  [K in NotificationKind]: { account: string; kind: K; payload: StoredPayload<K>; dedupeKey: string };
}[NotificationKind];
