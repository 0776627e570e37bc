import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Claims to draw a Guardian of the default collection (decision 0039). Rows are kept after release:
 * they count toward the claim threshold and tell who took a piece after whom. The two partial
 * unique indexes are the contest's rules; the service inserts and maps their violations.
 */
export const artClaims = pgTable(
  'art_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenAddress: text('token_address').notNull(),
    tokenId: numeric('token_id', { precision: 78, scale: 0 }).notNull(),
    account: text('account').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('art_claims_one_per_account').on(t.account).where(sql`${t.releasedAt} is null`),
    uniqueIndex('art_claims_one_per_piece').on(t.tokenAddress, t.tokenId).where(sql`${t.releasedAt} is null`),
    index('art_claims_piece_history').on(t.tokenAddress, t.tokenId, t.claimedAt),
    index('art_claims_account_history').on(t.account, t.claimedAt),
    check('art_claims_account_lower', sql`${t.account} = lower(${t.account})`),
    check('art_claims_token_lower', sql`${t.tokenAddress} = lower(${t.tokenAddress})`),
  ],
);

/** Contest judges, managed by administrators; a judge lookup answers from here. */
export const contestJudges = pgTable(
  'contest_judges',
  {
    account: text('account').primaryKey(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('contest_judges_account_lower', sql`${t.account} = lower(${t.account})`)],
);

/**
 * The contest's settings the console edits (one row, id 1; absent until first saved). A null
 * threshold means CONTEST_CLAIM_THRESHOLD, the operator's environment default.
 */
export const contestSettings = pgTable(
  'contest_settings',
  {
    id: integer('id').primaryKey().default(1),
    claimThreshold: integer('claim_threshold'),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
    editedBy: text('edited_by').notNull(),
  },
  (t) => [
    check('contest_settings_single_row', sql`${t.id} = 1`),
    check(
      'contest_settings_claim_threshold',
      sql`${t.claimThreshold} is null or ${t.claimThreshold} between 1 and 1000`,
    ),
  ],
);

/**
 * The contest's stages (Odyssey's Mystic Forest, Mystic River, ...: about two weeks each, with a cash
 * prize), set in the console. No two overlap: the service checks under a table lock (decision 0085).
 */
export const contestStages = pgTable(
  'contest_stages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    prizeUsd: integer('prize_usd').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
    editedBy: text('edited_by').notNull(),
  },
  (t) => [
    index('contest_stages_starts_at').on(t.startsAt),
    check('contest_stages_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('contest_stages_prize_usd', sql`${t.prizeUsd} >= 0`),
  ],
);
