import type { NotificationKind } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A person's notifications (decision 0088). `payload` holds what the sentence and the link need
 * (collection and item names, prices in wei, the other party, hashes), copied when written, so the
 * list is read without joins. `dedupe_key` names the fact (a sale's log, an offer's digest): the
 * indexer re-reading a block range, or a retried request, finds the row and notifies nobody twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    account: text('account').notNull(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    payload: jsonb('payload').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_account_dedupe').on(t.account, t.dedupeKey),
    // The panel's page: one account's, newest first.
    index('notifications_account_newest').on(t.account, t.createdAt.desc(), t.id.desc()),
    // The bell's count: only unread rows are in it.
    index('notifications_account_unread').on(t.account).where(sql`${t.readAt} is null`),
    check('notifications_account_lower', sql`${t.account} = lower(${t.account})`),
    check(
      'notifications_kind',
      sql`${t.kind} in ('offer_received', 'offer_accepted', 'outbid', 'listing_sold', 'price_drop')`,
    ),
  ],
);
