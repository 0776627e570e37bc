import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { guardians } from './guardians.ts';

/** One row per wallet that connected; the profile fields are filled in by the profile editor. */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    check('users_account_lower', sql`${t.account} = lower(${t.account})`),
  ],
);
