import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collections_chain_token').on(t.chainId, t.tokenAddress),
    uniqueIndex('collections_chain_slug').on(t.chainId, t.slug),
    uniqueIndex('collections_one_default_per_chain').on(t.chainId).where(sql`${t.isDefault}`),
    check('collections_token_lower', sql`${t.tokenAddress} = lower(${t.tokenAddress})`),
  ],
);
