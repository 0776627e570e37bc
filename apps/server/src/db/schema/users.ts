import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { guardians } from './guardians.ts';

/**
 * One row per wallet that signed in; the profile fields are filled in by the profile editor. A
 * wallet that only connected (POST /api/users/new) has a pending row until it signs in, which the
 * sweep removes after `pending_until` (decision 0076).
 */
export const users = pgTable(
  'users',
  {
    account: text('account').primaryKey(),
    username: text('username'),
    biography: text('biography'),
    image: text('image'),
    bannerImage: text('banner_image'),
    url: text('url'),
    location: text('location'),
    guardianId: integer('guardian_id').references(() => guardians.id, { onDelete: 'set null' }),
    betaTesterAt: timestamp('beta_tester_at', { withTimezone: true }),
    /** Set while the wallet has only connected; null once it signed in (the row is then permanent). */
    pendingUntil: timestamp('pending_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    check('users_account_lower', sql`${t.account} = lower(${t.account})`),
    index('users_pending_until').on(t.pendingUntil).where(sql`${t.pendingUntil} is not null`),
  ],
);
