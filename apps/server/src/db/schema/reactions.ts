import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export type ReactionKind = 'like' | 'love';

/**
 * One row per (item, account, type): a reaction exists or it does not, so counts are plain counts
 * over these rows and can never drift from them (no separate counter to keep in step).
 */
export const nftReactions = pgTable(
  'nft_reactions',
  {
    chainId: integer('chain_id').notNull(),
    tokenAddress: text('token_address').notNull(),
    tokenId: numeric('token_id', { precision: 78, scale: 0 }).notNull(),
    account: text('account')
      .notNull()
      .references(() => users.account, { onDelete: 'cascade' }),
    type: text('type').$type<ReactionKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.tokenAddress, t.tokenId, t.account, t.type] }),
    check('nft_reactions_type', sql`${t.type} in ('like', 'love')`),
    // The liked tab: an account's reactions of one type, newest first.
    index('nft_reactions_account').on(t.account, t.type, t.chainId, t.createdAt),
  ],
);
