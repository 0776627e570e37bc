import type { ShieldRule } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Badges. Seeded from content/shields.json (keyed by `slug`, so an admin's rename survives restarts);
 * `rule` null means only administrators award the shield.
 */
export const shields = pgTable(
  'shields',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The content file's key; null for shields an admin created. */
    slug: text('slug'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Storage key of the PNG picture (served at /api/media/<key>). */
    imageKey: text('image_key').notNull(),
    rule: text('rule').$type<ShieldRule>(),
    /** For 'collector' the number of tokens; for 'early_supporter' the first N accounts. */
    threshold: integer('threshold').notNull().default(1),
    chainId: integer('chain_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shields_name_lower').on(sql`lower(${t.name})`),
    uniqueIndex('shields_slug').on(t.slug),
    check('shields_threshold_positive', sql`${t.threshold} > 0`),
    check(
      'shields_rule',
      sql`${t.rule} in ('guardian_holder', 'collector', 'x_linked', 'discord_linked', 'early_supporter')`,
    ),
  ],
);

/** Earned shields: kept once earned, even if the reason goes away later (tokens sold, X unlinked). */
export const shieldAwards = pgTable(
  'shield_awards',
  {
    shieldId: integer('shield_id')
      .notNull()
      .references(() => shields.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    reason: text('reason').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shieldId, t.account] }),
    index('shield_awards_account').on(t.account, t.awardedAt),
    check('shield_awards_account_lower', sql`${t.account} = lower(${t.account})`),
  ],
);
