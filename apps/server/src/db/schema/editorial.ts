import type { OdysseyItem, StoryDetail } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Blog posts and about entries. Rows from `content/` carry the file's hash so a start reloads only
 * changed files; a row an admin has edited (origin 'admin') is never overwritten by its file.
 * `from_file` survives that takeover, so the console can tell an edited file from its own posts
 * (decision 0083); a draft is seen by the console only.
 */
export const editorialPosts = pgTable(
  'editorial_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<'blog' | 'about'>().notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    excerpt: text('excerpt').notNull(),
    image: text('image'),
    author: text('author').notNull(),
    markdown: text('markdown').notNull(),
    /** Safe HTML rendered from `markdown` when the row is written. */
    html: text('html').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    origin: text('origin').$type<'content' | 'admin'>().notNull(),
    contentHash: text('content_hash'),
    fromFile: boolean('from_file').notNull().default(false),
    draft: boolean('draft').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('editorial_posts_slug').on(t.kind, t.slug),
    index('editorial_posts_listing').on(t.kind, t.publishedAt, t.id),
    index('editorial_posts_category').on(t.kind, sql`lower(${t.category})`, t.publishedAt),
    check('editorial_posts_kind', sql`${t.kind} in ('blog', 'about')`),
    check('editorial_posts_origin', sql`${t.origin} in ('content', 'admin')`),
  ],
);

type LoreData =
  | (Omit<StoryDetail, 'id' | 'previous' | 'next'> & { image: string; isOpened: boolean })
  | Omit<OdysseyItem, 'id'>;

/**
 * Story chapters and Odyssey stages, in their order; the entry's fields live in `data`. `edited_at`
 * is set once the console opened or locked the entry: from then on a start keeps its `isOpened`
 * whatever the file says (decision 0083).
 */
export const loreEntries = pgTable(
  'lore_entries',
  {
    section: text('section').$type<'story' | 'odyssey'>().notNull(),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    data: jsonb('data').$type<LoreData>().notNull(),
    contentHash: text('content_hash').notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.section, t.id] }),
    uniqueIndex('lore_entries_position').on(t.section, t.position),
    check('lore_entries_section', sql`${t.section} in ('story', 'odyssey')`),
  ],
);

/**
 * Newsletter sign-ups with the consent given; unsubscribing keeps the row (and its date). A sign-up
 * counts once the address's owner opened the mailed link (`confirmed_at`, decision 0078); one that
 * never does is swept after `confirm_expires_at`.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    consentText: text('consent_text').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Null until the mailed link is opened: only confirmed, subscribed rows are on the list. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 (base64url) of the newest mailed confirmation token: the token itself is never stored. */
    confirmTokenHash: text('confirm_token_hash'),
    /** Set while a confirmation is outstanding; the link answers 404 after it. */
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** When the site last mailed this address: sign-ups within a few minutes of it send nothing. */
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email').on(t.email),
    uniqueIndex('newsletter_subscribers_token').on(t.unsubscribeToken),
    uniqueIndex('newsletter_subscribers_confirm_token').on(t.confirmTokenHash),
    index('newsletter_subscribers_confirm_expires_at')
      .on(t.confirmExpiresAt)
      .where(sql`${t.confirmExpiresAt} is not null`),
    check('newsletter_subscribers_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);
