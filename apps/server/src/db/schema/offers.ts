import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type OfferKindName = 'item' | 'collection' | 'trait';
/** Stored statuses follow the chain; 'expired' and 'unfunded' are derived when read (decision 0087). */
export type StoredOfferStatus = 'active' | 'filled' | 'cancelled';

const uint256 = (name: string) => numeric(name, { precision: 78, scale: 0 });

/**
 * Signed GuardianMarketplace offers (decision 0086), keyed by their EIP-712 digest: the id the
 * contract's OfferAccepted and OfferCancelled events carry. A trait offer keeps the token ids its
 * root covers, so the server can hand a holder the Merkle proof of their item.
 */
export const offers = pgTable(
  'offers',
  {
    hash: text('hash').primaryKey(),
    chainId: integer('chain_id').notNull(),
    marketplace: text('marketplace').notNull(),
    offerer: text('offerer').notNull(),
    collection: text('collection').notNull(),
    kind: text('kind').$type<OfferKindName>().notNull(),
    /** The item of an item offer; null for the other kinds (they sign 0). */
    tokenId: uint256('token_id'),
    /** The trait a trait offer was made for, as the collection's items carry it. */
    traitType: text('trait_type'),
    traitValue: text('trait_value'),
    /** What the offerer signed: the zero hash unless the kind is 'trait'. */
    traitRoot: text('trait_root').notNull(),
    /** The ids under `trait_root`, ascending (trait offers only). */
    tokenIds: uint256('token_ids').array(),
    /** WETH in wei per item taken. */
    amountWei: uint256('amount_wei').notNull(),
    quantity: integer('quantity').notNull(),
    /** Items taken so far: the `fills` of the last OfferAccepted (recounted from sales after a reorganisation). */
    fills: integer('fills').notNull().default(0),
    expiry: timestamp('expiry', { withTimezone: true }).notNull(),
    nonce: uint256('nonce').notNull(),
    salt: uint256('salt').notNull(),
    signature: text('signature').notNull(),
    status: text('status').$type<StoredOfferStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('offers_status', sql`${t.status} in ('active', 'filled', 'cancelled')`),
    check('offers_kind', sql`${t.kind} in ('item', 'collection', 'trait')`),
    check('offers_item_token', sql`(${t.kind} = 'item') = (${t.tokenId} is not null)`),
    check('offers_trait_fields', sql`(${t.kind} = 'trait') = (${t.tokenIds} is not null)`),
    check('offers_trait_named', sql`(${t.kind} = 'trait') = (${t.traitType} is not null)`),
    check('offers_quantity', sql`${t.quantity} >= 1 and ${t.fills} >= 0 and ${t.fills} <= ${t.quantity}`),
    check('offers_offerer_lower', sql`${t.offerer} = lower(${t.offerer})`),
    check('offers_collection_lower', sql`${t.collection} = lower(${t.collection})`),
    // The best open offers on one item.
    index('offers_active_item')
      .on(t.chainId, t.collection, t.tokenId, t.amountWei)
      .where(sql`${t.status} = 'active' and ${t.kind} = 'item'`),
    // The best open collection or trait offers of a collection (also what covers an item).
    index('offers_active_collection_kind')
      .on(t.chainId, t.collection, t.kind, t.amountWei)
      .where(sql`${t.status} = 'active'`),
    // An offerer's offers, newest first; also what a NonceIncremented cancels.
    index('offers_offerer').on(t.chainId, t.offerer, t.createdAt),
    // A collection's activity feed (decision 0090): its offers newest first, and its cancels.
    index('offers_collection_created').on(t.chainId, t.collection, t.createdAt),
    index('offers_collection_cancelled')
      .on(t.chainId, t.collection, t.updatedAt)
      .where(sql`${t.status} = 'cancelled'`),
  ],
);
