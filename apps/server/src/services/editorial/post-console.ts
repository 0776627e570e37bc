import type { ConsolePost, ConsolePostQuery, ConsolePostSummary, ContentOrigin } from '@guardians/shared';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { editorialPosts } from '../../db/schema/index.ts';
import { PostNotFoundError } from './editorial-errors.ts';
import type { PostKind } from './post-entry.ts';
import { findPost, type PostRow, toPost, toPostSummary } from './post-repository.ts';

/** A file's row keeps origin 'content' until the console saves it; from_file outlives that. */
function originOf(row: PostRow): ContentOrigin {
  if (row.origin === 'content') return 'file';
  return row.fromFile ? 'edited' : 'console';
}

function toConsoleSummary(row: PostRow): ConsolePostSummary {
  return {
    ...toPostSummary(row),
    draft: row.draft,
    origin: originOf(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toConsolePost(row: PostRow): ConsolePost {
  return { ...toPost(row), markdown: row.markdown, draft: row.draft, origin: originOf(row) };
}

function like(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function search(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = like(q);
  return or(
    ilike(editorialPosts.title, pattern),
    ilike(editorialPosts.slug, pattern),
    ilike(editorialPosts.category, pattern),
    ilike(editorialPosts.author, pattern),
  );
}

const statusFilter = {
  all: undefined,
  published: eq(editorialPosts.draft, false),
  draft: eq(editorialPosts.draft, true),
} as const;

const orders = {
  newest: [desc(editorialPosts.publishedAt), desc(editorialPosts.id)],
  oldest: [asc(editorialPosts.publishedAt), asc(editorialPosts.id)],
  // Titles in any case; the id keeps equal titles in a stable order across pages.
  title: [asc(sql`lower(${editorialPosts.title})`), asc(editorialPosts.id)],
} as const;

/** Every post of a kind, drafts included, for the console's Content page. */
export async function listConsolePosts(
  db: Db,
  kind: PostKind,
  query: ConsolePostQuery,
): Promise<{ items: ConsolePostSummary[]; total: number }> {
  const where = and(eq(editorialPosts.kind, kind), statusFilter[query.status], search(query.q));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(editorialPosts)
      .where(where)
      .orderBy(...orders[query.sort])
      .offset(query.offset)
      .limit(query.limit),
    db.select({ n: count() }).from(editorialPosts).where(where),
  ]);
  return { items: rows.map(toConsoleSummary), total: counted?.n ?? 0 };
}

/** One post by number or slug, draft or not, with its Markdown for the editor. */
export async function getConsolePost(db: Db, kind: PostKind, idOrSlug: string): Promise<ConsolePost> {
  const row = await findPost(db, kind, idOrSlug, { withDrafts: true });
  if (!row) throw new PostNotFoundError();
  return toConsolePost(row);
}
