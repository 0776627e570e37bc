import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A linked X ('twitter') or Discord account. One social account belongs to one wallet at a time. */
export const userSocials = pgTable(
  'user_socials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    account: text('account')
      .notNull()
      .references(() => users.account, { onDelete: 'cascade' }),
    provider: text('provider').$type<'twitter' | 'discord'>().notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    username: text('username').notNull(),
    email: text('email'),
    /** Token set (token_type, type, expires_at, access_token, refresh_token), AES-256-GCM encrypted. */
    credentialsEncrypted: text('credentials_encrypted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_socials_provider_account').on(t.provider, t.providerAccountId),
    uniqueIndex('user_socials_account_provider').on(t.account, t.provider),
    check('user_socials_provider', sql`${t.provider} in ('twitter', 'discord')`),
  ],
);

/** OAuth authorization requests in flight: state bound to the session, with the PKCE verifier. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  account: text('account').notNull(),
  provider: text('provider').$type<'twitter' | 'discord'>().notNull(),
  sessionIdHash: text('session_id_hash').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
