import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Certified NFT prizes, seeded from content/certified-nfts.json (keyed by `slug`) and edited in the
 * console. A console change sets `edited_at`, after which the file no longer applies to the row; a
 * removal only sets `removed_at`, so the slug stays taken and the next start does not bring it back.
 */
export const certifiedNfts = pgTable(
  'certified_nfts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    tokenAddress: text('token_address'),
    tokenId: text('token_id'),
    position: integer('position').notNull().default(0),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    editedBy: text('edited_by'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certified_nfts_slug').on(t.slug)],
);

/** Quest-prize verification: a row means the account's collection was verified once. */
export const prizeVerifications = pgTable(
  'prize_verifications',
  {
    account: text('account').primaryKey(),
    held: integer('held').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('prize_verifications_account_lower', sql`${t.account} = lower(${t.account})`)],
);
