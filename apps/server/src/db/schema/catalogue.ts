import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Token ids are uint256: numeric(78, 0) holds every value and sorts numerically (text would put
// "10" before "9"). Drizzle hands them over as decimal strings.
const tokenId = () => numeric('token_id', { precision: 78, scale: 0 }).notNull();

export type MediaType = 'image' | 'video' | 'audio' | 'model' | 'other';
export type MetadataStatus = 'pending' | 'ok' | 'failed';

/** One row per token the indexer has seen a Transfer for; the owner is null once burned. */
export const tokens = pgTable(
  'tokens',
  {
    chainId: integer('chain_id').notNull(),
    tokenAddress: text('token_address').notNull(),
    tokenId: tokenId(),
    owner: text('owner'),
    mintedBlock: bigint('minted_block', { mode: 'bigint' }),
    tokenUri: text('token_uri'),
    name: text('name'),
    description: text('description'),
    image: text('image'),
    animationUrl: text('animation_url'),
    mediaType: text('media_type').$type<MediaType>(),
    metadata: jsonb('metadata'),
    /**
     * The token's traits as `${traitType}\u001f${value}` keys (a copy of token_attributes kept in
     * the same transaction): "trait A in (x, y) AND trait B in (z)" becomes one GIN bitmap
     * intersection, `trait_keys && '{A\u001fx,A\u001fy}' and trait_keys && '{B\u001fz}'`.
     */
    traitKeys: text('trait_keys').array().notNull().default(sql`'{}'::text[]`),
    metadataStatus: text('metadata_status').$type<MetadataStatus>().notNull().default('pending'),
    metadataError: text('metadata_error'),
    metadataAttempts: integer('metadata_attempts').notNull().default(0),
    metadataNextAttemptAt: timestamp('metadata_next_attempt_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    metadataFetchedAt: timestamp('metadata_fetched_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'tokens_pk', columns: [t.chainId, t.tokenAddress, t.tokenId] }),
    // A wallet's collections and its items in one collection.
    index('tokens_owner').on(t.chainId, t.owner, t.tokenAddress, t.tokenId),
    index('tokens_trait_keys').using('gin', t.traitKeys),
    // The newest change of a collection's tokens: when the in-memory trait index must be rebuilt.
    index('tokens_changed').on(t.chainId, t.tokenAddress, t.updatedAt),
    // The metadata worker's queue: only tokens still to fetch are in it.
    index('tokens_metadata_due').on(t.metadataNextAttemptAt).where(sql`${t.metadataStatus} <> 'ok'`),
    check('tokens_token_lower', sql`${t.tokenAddress} = lower(${t.tokenAddress})`),
    check('tokens_owner_lower', sql`${t.owner} = lower(${t.owner})`),
    check('tokens_media_type', sql`${t.mediaType} in ('image', 'video', 'audio', 'model', 'other')`),
    check('tokens_metadata_status', sql`${t.metadataStatus} in ('pending', 'ok', 'failed')`),
  ],
);

/** Every ERC-721 Transfer log; a log is identified by (chain, tx hash, log index). */
export const transfers = pgTable(
  'transfers',
  {
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    tokenAddress: text('token_address').notNull(),
    tokenId: tokenId(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'transfers_pk', columns: [t.chainId, t.txHash, t.logIndex] }),
    // A token's history, newest last; also how owners are recomputed after a reorganisation.
    index('transfers_token').on(t.chainId, t.tokenAddress, t.tokenId, t.blockNumber, t.logIndex),
    // The reorganisation window and rewinds: the newest blocks of one contract.
    index('transfers_block').on(t.chainId, t.tokenAddress, t.blockNumber),
  ],
);

/** Traits from token metadata, one row per (trait type, value); replaced whole per token. */
export const tokenAttributes = pgTable(
  'token_attributes',
  {
    chainId: integer('chain_id').notNull(),
    tokenAddress: text('token_address').notNull(),
    tokenId: tokenId(),
    traitType: text('trait_type').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    // By token (an item's traits, and each EXISTS probe of the filter query).
    primaryKey({
      name: 'token_attributes_pk',
      columns: [t.chainId, t.tokenAddress, t.tokenId, t.traitType, t.value],
    }),
    // By trait: "tokens having trait A in (x, y)" as an index-only scan, and trait value counts.
    index('token_attributes_trait').on(t.chainId, t.tokenAddress, t.traitType, t.value, t.tokenId),
    foreignKey({
      name: 'token_attributes_token_fk',
      columns: [t.chainId, t.tokenAddress, t.tokenId],
      foreignColumns: [tokens.chainId, tokens.tokenAddress, tokens.tokenId],
    }).onDelete('cascade'),
  ],
);

/** How far the indexer has read each contract: every block <= last_block is in the database. */
export const indexerCursors = pgTable(
  'indexer_cursors',
  {
    chainId: integer('chain_id').notNull(),
    tokenAddress: text('token_address').notNull(),
    lastBlock: bigint('last_block', { mode: 'bigint' }).notNull(),
    /** Null before the first range; compared with the chain to detect a reorganisation. */
    lastBlockHash: text('last_block_hash'),
    /** The chain head at the last sync, so any API process can show "indexing n / m". */
    headBlock: bigint('head_block', { mode: 'bigint' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'indexer_cursors_pk', columns: [t.chainId, t.tokenAddress] }),
    check('indexer_cursors_token_lower', sql`${t.tokenAddress} = lower(${t.tokenAddress})`),
  ],
);
