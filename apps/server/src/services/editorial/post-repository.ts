import type { BlogCategory, Post, PostListQuery, PostSummary } from '@guardians/shared';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { editorialPosts } from '../../db/schema/index.ts';
import type { PostKind } from './post-entry.ts';

export type PostRow = typeof editorialPosts.$inferSelect;
type Row = PostRow;

const MAX_INTEGER = 2_147_483_647;

export function toPostSummary(row: Row): PostSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    excerpt: row.excerpt,
    image: row.image,
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export function toPost(row: Row): Post {
  return { ...toPostSummary(row), html: row.html, updatedAt: row.updatedAt.toISOString() };
}

/** Public reads never see a draft; the console passes `withDrafts`. */
const published = eq(editorialPosts.draft, false);

/** Category filter in any case; the listing index is on lower(category). */
function inCategory(category: string | undefined): SQL | undefined {
  return category ? sql`lower(${editorialPosts.category}) = lower(${category})` : undefined;
}

/** Newest first; the id breaks ties so pages never repeat or skip a post. */
export async function listPosts(
  db: Db,
  kind: PostKind,
  query: PostListQuery,
): Promise<{ items: PostSummary[]; total: number }> {
  const where = and(eq(editorialPosts.kind, kind), published, inCategory(query.category));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(editorialPosts)
      .where(where)
      .orderBy(desc(editorialPosts.publishedAt), desc(editorialPosts.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ n: count() }).from(editorialPosts).where(where),
  ]);
  return { items: rows.map(toPostSummary), total: counted?.n ?? 0 };
}

/**
 * Categories with their post counts, by name. Categories differing only in case are one category
 * (the filter ignores case too), shown with the spelling that sorts first.
 */
export async function listCategories(
  db: Db,
  kind: PostKind,
  page: { offset: number; limit: number },
): Promise<{ items: BlogCategory[]; total: number }> {
  const key = sql`lower(${editorialPosts.category})`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ category: sql<string>`min(${editorialPosts.category})`, totalCount: count() })
      .from(editorialPosts)
      .where(and(eq(editorialPosts.kind, kind), published))
      .groupBy(key)
      .orderBy(asc(key))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(distinct ${key})::int` })
      .from(editorialPosts)
      .where(and(eq(editorialPosts.kind, kind), published)),
  ]);
  return { items: rows, total: counted?.n ?? 0 };
}

/**
 * `idOrSlug` is a post number or a slug; a number that is also some post's slug means the number.
 * Drafts only with `withDrafts` (the console's reads and writes): to visitors they do not exist.
 */
export async function findPost(
  db: Pick<Db, 'select'>,
  kind: PostKind,
  idOrSlug: string,
  options: { withDrafts?: boolean } = {},
): Promise<Row | undefined> {
  const id = /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : undefined;
  const byId = id !== undefined && id <= MAX_INTEGER ? eq(editorialPosts.id, id) : undefined;
  const [row] = await db
    .select()
    .from(editorialPosts)
    .where(
      and(
        eq(editorialPosts.kind, kind),
        options.withDrafts ? undefined : published,
        or(byId, eq(editorialPosts.slug, idOrSlug)),
      ),
    )
    .orderBy(byId ? sql`${editorialPosts.id} = ${id} desc` : asc(editorialPosts.id))
    .limit(1);
  return row;
}
