import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Collections known to the site, per chain. The catalogue fills in the rest of their data. */
export const collections = pgTable(
  'collections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chainId: integer('chain_id').notNull(),
    tokenAddress: text('token_address').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    deploymentBlock: bigint('deployment_block', { mode: 'bigint' }),
    /** From the contract (name above too); refreshed by the indexer. */
    symbol: text('symbol'),
    totalSupply: numeric('total_supply', { precision: 78, scale: 0 }),
    contractDeployer: text('contract_deployer'),
    /** Editable in the database; the contract does not carry them. */
    description: text('description'),
    image: text('image'),
    bannerImage: text('banner_image'),
    presaleUrl: text('presale_url'),
    /** 'pending' until the first range is read, 'backfilling' behind the head, 'synced', or 'error'. */
    indexingStatus: text('indexing_status')
      .$type<'pending' | 'backfilling' | 'synced' | 'error'>()
      .notNull()
      .default('pending'),
    indexingError: text('indexing_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collections_chain_token').on(t.chainId, t.tokenAddress),
    uniqueIndex('collections_chain_slug').on(t.chainId, t.slug),
    uniqueIndex('collections_one_default_per_chain').on(t.chainId).where(sql`${t.isDefault}`),
    check('collections_token_lower', sql`${t.tokenAddress} = lower(${t.tokenAddress})`),
    check(
      'collections_indexing_status',
      sql`${t.indexingStatus} in ('pending', 'backfilling', 'synced', 'error')`,
    ),
  ],
);
