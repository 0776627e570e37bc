import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Holder assets, seeded from content/vault (keyed by `slug`) or uploaded in the console (no slug);
 * files live in the storage layer. `edited_at`: a seeded asset changed in the console.
 */
export const vaultAssets = pgTable(
  'vault_assets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageKey: text('image_key').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    holdersOnly: boolean('holders_only').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('vault_assets_slug').on(t.slug)],
);

/** Every issued download link, with who and when. */
export const vaultDownloads = pgTable(
  'vault_downloads',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => vaultAssets.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    ip: text('ip'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the signed link was first fetched. */
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  },
  (t) => [
    index('vault_downloads_asset').on(t.assetId),
    index('vault_downloads_account').on(t.account, t.createdAt),
    check('vault_downloads_account_lower', sql`${t.account} = lower(${t.account})`),
  ],
);
