import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const wei = (name: string) => numeric(name, { precision: 78, scale: 0 });

/**
 * What a person watches (decision 0088): a collection (no token, no trait), an item (`token_id`) or
 * a trait of a collection (`trait_type`, `trait_value`), with an optional alert price. A listing
 * at or under it notifies once: `last_alerted_price_wei` is the lowest price already told, and a
 * later listing alerts only below it (saving the alert price again clears it).
 */
export const watchlist = pgTable(
  'watchlist',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    account: text('account').notNull(),
    chainId: integer('chain_id').notNull(),
    collection: text('collection').notNull(),
    tokenId: wei('token_id'),
    traitType: text('trait_type'),
    traitValue: text('trait_value'),
    alertPriceWei: wei('alert_price_wei'),
    lastAlertedPriceWei: wei('last_alerted_price_wei'),
    lastAlertedAt: timestamp('last_alerted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One watch per (account, target); NULLs are distinct in a plain unique index, hence one per kind.
    uniqueIndex('watchlist_collection_once')
      .on(t.account, t.chainId, t.collection)
      .where(sql`${t.tokenId} is null and ${t.traitType} is null`),
    uniqueIndex('watchlist_item_once')
      .on(t.account, t.chainId, t.collection, t.tokenId)
      .where(sql`${t.tokenId} is not null`),
    uniqueIndex('watchlist_trait_once')
      .on(t.account, t.chainId, t.collection, t.traitType, t.traitValue)
      .where(sql`${t.traitType} is not null`),
    // The price-drop check after a listing: the alerts set on its collection.
    index('watchlist_alerts').on(t.chainId, t.collection).where(sql`${t.alertPriceWei} is not null`),
    index('watchlist_account').on(t.account, t.createdAt),
    check('watchlist_account_lower', sql`${t.account} = lower(${t.account})`),
    check('watchlist_collection_lower', sql`${t.collection} = lower(${t.collection})`),
    check('watchlist_one_target', sql`${t.tokenId} is null or ${t.traitType} is null`),
    check('watchlist_trait_whole', sql`(${t.traitType} is null) = (${t.traitValue} is null)`),
    check('watchlist_alert_positive', sql`${t.alertPriceWei} is null or ${t.alertPriceWei} > 0`),
  ],
);
