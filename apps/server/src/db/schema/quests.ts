import type { LedgerReason, QuestKind, QuestStatus } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Coins with two decimals (decision 0031); drizzle hands numerics over as strings. */
const coins = (name: string) => numeric(name, { precision: 20, scale: 2 });

/** Quests, seeded from content/quests.json (keyed by `slug`) and edited by administrators. */
export const quests = pgTable(
  'quests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    kind: text('kind').$type<QuestKind>().notNull(),
    params: jsonb('params').$type<{ min?: number }>().notNull().default({}),
    points: coins('points').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxCompletions: integer('max_completions'),
    disabled: boolean('disabled').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Set by a console edit: the row no longer matches content/quests.json (which never overwrites it). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quests_slug').on(t.slug),
    check('quests_points_positive', sql`${t.points} > 0`),
    check('quests_max_completions_positive', sql`${t.maxCompletions} is null or ${t.maxCompletions} > 0`),
    check(
      'quests_kind',
      sql`${t.kind} in ('link_x', 'link_discord', 'hold_guardians', 'like_items', 'submit_fan_art', 'invite_friends', 'admin_review')`,
    ),
  ],
);

/** One row per (quest, account): completing twice finds the row and awards nothing more. */
export const questCompletions = pgTable(
  'quest_completions',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    questId: integer('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    status: text('status').$type<Exclude<QuestStatus, 'not_started'>>().notNull(),
    /** What the account sent with an admin-reviewed quest. */
    proof: text('proof'),
    reviewedBy: text('reviewed_by'),
    /** The reviewer's reason for a rejection, shown to the member on the quest. */
    reviewNote: text('review_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quest_completions_quest_account').on(t.questId, t.account),
    index('quest_completions_account').on(t.account),
    check('quest_completions_status', sql`${t.status} in ('pending', 'completed', 'rejected')`),
    check('quest_completions_account_lower', sql`${t.account} = lower(${t.account})`),
  ],
);

/**
 * The points ledger: every change of a balance is a row (decision 0031). A balance is the sum of an
 * account's rows; the quest leaderboard sums the earning reasons. Rows are never updated or deleted.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    account: text('account').notNull(),
    amount: coins('amount').notNull(),
    reason: text('reason').$type<LedgerReason>().notNull(),
    reference: text('reference'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_ledger_account').on(t.account, t.id),
    // A quest pays an account once, a voucher reserves once and refunds once.
    uniqueIndex('points_ledger_once')
      .on(t.account, t.reason, t.reference)
      .where(sql`${t.reason} in ('quest', 'referral', 'claim', 'claim_refund')`),
    check('points_ledger_amount_nonzero', sql`${t.amount} <> 0`),
    check(
      'points_ledger_reason',
      sql`${t.reason} in ('quest', 'referral', 'adjustment', 'claim', 'claim_refund')`,
    ),
    check('points_ledger_account_lower', sql`${t.account} = lower(${t.account})`),
  ],
);

/** Invite codes (one per account, made on first ask) and who redeemed whose. */
export const invitations = pgTable(
  'invitations',
  {
    account: text('account').primaryKey(),
    code: text('code').notNull(),
    invitedBy: text('invited_by'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_code').on(t.code),
    index('invitations_invited_by').on(t.invitedBy),
    check('invitations_not_self', sql`${t.invitedBy} is null or ${t.invitedBy} <> ${t.account}`),
    check('invitations_account_lower', sql`${t.account} = lower(${t.account})`),
  ],
);

/**
 * Running sums of the ledger per account, kept by a trigger on points_ledger in the same
 * transaction as each row (migration 0010), so they can never drift from the rows. The leaderboard
 * reads these instead of summing a million rows per request.
 */
export const pointsTotals = pgTable(
  'points_totals',
  {
    account: text('account').primaryKey(),
    /** Sum of the earning reasons (quest, referral, adjustment): what the leaderboard ranks. */
    earned: coins('earned').notNull().default('0'),
    /** Sum of every row: the spendable balance. */
    balance: coins('balance').notNull().default('0'),
    /** When the account last earned: the leaderboard's tie-break (who got there first). */
    reachedAt: timestamp('reached_at', { withTimezone: true }),
  },
  (t) => [
    index('points_totals_rank')
      .on(sql`${t.earned} desc`, t.reachedAt, t.account)
      .where(sql`${t.earned} >= 0`),
  ],
);
