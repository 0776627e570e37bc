import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Sign-in messages we issued. A nonce is consumed at most once (consumed_at), so a replayed
 * signature can never open a second session. `client` is who asked (an IPv4 address or IPv6 /64):
 * each keeps a bounded number of unused nonces, and expired ones are swept (decision 0076).
 */
export const loginNonces = pgTable(
  'login_nonces',
  {
    nonce: text('nonce').primaryKey(),
    account: text('account').notNull(),
    chainId: integer('chain_id').notNull(),
    message: text('message').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    client: text('client'),
  },
  (t) => [
    index('login_nonces_account').on(t.account, t.chainId, t.expiresAt),
    index('login_nonces_client').on(t.client, t.createdAt),
    index('login_nonces_expires_at').on(t.expiresAt),
  ],
);

/** Server-side sessions. Only a SHA-256 of the cookie's random id is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    account: text('account')
      .notNull()
      .references(() => users.account, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_account').on(t.account).where(sql`${t.revokedAt} is null`)],
);
