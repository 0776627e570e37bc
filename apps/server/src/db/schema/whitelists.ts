import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The whitelist of a collection's sale (decision 0025). The Merkle root is built from these rows; the
 * chain only stores the root, so this table is the one place the addresses themselves are kept.
 */
export const whitelistEntries = pgTable(
  'whitelist_entries',
  {
    chainId: integer('chain_id').notNull(),
    tokenAddress: text('token_address').notNull(),
    account: text('account').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.tokenAddress, t.account] }),
    check('whitelist_entries_account_lower', sql`${t.account} = lower(${t.account})`),
    check('whitelist_entries_token_lower', sql`${t.tokenAddress} = lower(${t.tokenAddress})`),
  ],
);
