import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export type ChainContractKind = 'marketplace' | 'eth_usd_feed' | 'coin_claim' | 'ens_registry';
export type ListingStatus = 'active' | 'filled' | 'cancelled';
export type SaleSource = 'listing' | 'offer';

const uint256 = (name: string) => numeric(name, { precision: 78, scale: 0 }).notNull();

/** Our contracts per chain (trading, coin claims, ENS): deployed by the launcher on the local chain (first start). */
export const chainContracts = pgTable(
  'chain_contracts',
  {
    chainId: integer('chain_id').notNull(),
    kind: text('kind').$type<ChainContractKind>().notNull(),
    address: text('address').notNull(),
    deploymentBlock: bigint('deployment_block', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.kind] }),
    check(
      'chain_contracts_kind',
      sql`${t.kind} in ('marketplace', 'eth_usd_feed', 'coin_claim', 'ens_registry')`,
    ),
    check('chain_contracts_address_lower', sql`${t.address} = lower(${t.address})`),
  ],
);

/** Signed GuardianMarketplace listings, keyed by their EIP-712 digest (the id in the contract's events). */
export const listings = pgTable(
  'listings',
  {
    hash: text('hash').primaryKey(),
    chainId: integer('chain_id').notNull(),
    marketplace: text('marketplace').notNull(),
    seller: text('seller').notNull(),
    tokenAddress: text('token_address').notNull(),
    tokenId: uint256('token_id'),
    priceWei: uint256('price_wei'),
    expiry: timestamp('expiry', { withTimezone: true }).notNull(),
    nonce: uint256('nonce'),
    salt: uint256('salt'),
    signature: text('signature').notNull(),
    status: text('status').$type<ListingStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('listings_status', sql`${t.status} in ('active', 'filled', 'cancelled')`),
    // The cheapest active listing of a token, and of a collection (floor).
    index('listings_active_token_price')
      .on(t.chainId, t.tokenAddress, t.tokenId, t.priceWei)
      .where(sql`${t.status} = 'active'`),
    index('listings_active_collection_price')
      .on(t.chainId, t.tokenAddress, t.priceWei)
      .where(sql`${t.status} = 'active'`),
    index('listings_active_seller').on(t.chainId, t.seller).where(sql`${t.status} = 'active'`),
    // A collection's activity feed (decision 0090): its listings newest first, and its cancels.
    index('listings_collection_created').on(t.chainId, t.tokenAddress, t.createdAt),
    index('listings_collection_cancelled')
      .on(t.chainId, t.tokenAddress, t.updatedAt)
      .where(sql`${t.status} = 'cancelled'`),
  ],
);

/**
 * The marketplace's sales, written idempotently by the indexer: its `Sale` events (a listing bought,
 * `source` 'listing') and its `OfferAccepted` events (an offer taken, `source` 'offer'; the buyer is
 * the offerer, the price the offer's amount in WETH). Both count in volume, last sale, activity and
 * stats (decision 0087).
 */
export const sales = pgTable(
  'sales',
  {
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    /** The listing's digest, or for `source` 'offer' the offer's (both EIP-712 digests, never equal). */
    listingHash: text('listing_hash').notNull(),
    source: text('source').$type<SaleSource>().notNull().default('listing'),
    tokenAddress: text('token_address').notNull(),
    tokenId: uint256('token_id'),
    seller: text('seller').notNull(),
    buyer: text('buyer').notNull(),
    priceWei: uint256('price_wei'),
    feeWei: uint256('fee_wei'),
    royaltyWei: uint256('royalty_wei'),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }),
    check('sales_source', sql`${t.source} in ('listing', 'offer')`),
    index('sales_collection_time').on(t.chainId, t.tokenAddress, t.timestamp),
    index('sales_block').on(t.chainId, t.blockNumber),
    // A token's latest sale (the card's "Last sale"): one probe per token of a page.
    index('sales_token_latest').on(
      t.chainId,
      t.tokenAddress,
      t.tokenId,
      t.blockNumber.desc(),
      t.logIndex.desc(),
    ),
  ],
);
