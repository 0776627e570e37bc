import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
 * Fan art: a post on X with its media, sent by a signed-in collector (source 'upload') or ingested
 * from X's API ('x_api'). One row per post (tweet id).
 */
export const artistSubmissions = pgTable(
  'artist_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    source: text('source').$type<'upload' | 'x_api'>().notNull(),
    /** The submitting wallet; null for ingested posts. */
    account: text('account'),
    tweetId: text('tweet_id').notNull(),
    authorId: text('author_id').notNull(),
    authorUsername: text('author_username').notNull(),
    authorName: text('author_name').notNull(),
    authorImageUrl: text('author_image_url'),
    text: text('text').notNull().default(''),
    tweetCreatedAt: timestamp('tweet_created_at', { withTimezone: true }).notNull(),
    /** The Guardian drawn, when given. */
    tokenAddress: text('token_address'),
    tokenId: text('token_id'),
    disabled: boolean('disabled').notNull().default(false),
    /** Why a moderator hid it, who and when (the console's Submissions page; null while shown). */
    disabledReason: text('disabled_reason'),
    disabledBy: text('disabled_by'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('artist_submissions_tweet').on(t.tweetId),
    index('artist_submissions_account').on(t.account),
    index('artist_submissions_token').on(t.tokenAddress, t.tokenId),
    // The gallery's default orders (latest, oldest) read a page off this index instead of sorting all.
    index('artist_submissions_posted').on(t.tweetCreatedAt, t.id),
    check('artist_submissions_source', sql`${t.source} in ('upload', 'x_api')`),
    check(
      'artist_submissions_account_lower',
      sql`${t.account} is null or ${t.account} = lower(${t.account})`,
    ),
  ],
);

/**
 * How many submissions the gallery shows, per Guardian and for the whole pool (the row with empty
 * token fields): a read model kept by the database (migration 0017's trigger), so a page's `total`
 * is one key lookup instead of a count of the pool.
 */
export const galleryTotals = pgTable(
  'gallery_totals',
  {
    tokenAddress: text('token_address').notNull(),
    tokenId: text('token_id').notNull(),
    /** Submissions not disabled by a moderator: what everyone sees. */
    shown: integer('shown').notNull().default(0),
    /** Every submission, as administrators see them with `showDisabled`. */
    withDisabled: integer('with_disabled').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tokenAddress, t.tokenId] })],
);

/** A submission's pictures and videos, in order; files live in the storage layer. */
export const submissionMedia = pgTable(
  'submission_media',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => artistSubmissions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').$type<'photo' | 'video'>().notNull(),
    /** Storage key of the file (WebP picture or MP4), or an external URL for ingested posts. */
    fileKey: text('file_key').notNull(),
    previewKey: text('preview_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    bitRate: integer('bit_rate'),
  },
  (t) => [
    uniqueIndex('submission_media_position').on(t.submissionId, t.position),
    check('submission_media_type', sql`${t.type} in ('photo', 'video')`),
  ],
);

/** Loves: at most one per (submission, account). */
export const submissionReactions = pgTable(
  'submission_reactions',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => artistSubmissions.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.account] }),
    index('submission_reactions_account').on(t.account),
    check('submission_reactions_account_lower', sql`${t.account} = lower(${t.account})`),
  ],
);
