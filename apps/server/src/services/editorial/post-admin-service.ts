import type { Post, PostInput } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { editorialPosts } from '../../db/schema/index.ts';
import { BadRequestError } from '../../errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { PostNotFoundError, PostSlugTakenError, ReservedSlugError } from './editorial-errors.ts';
import type { PostKind } from './post-entry.ts';
import { findPost, toPost } from './post-repository.ts';
import { renderMarkdown } from './render-markdown.ts';
import { isSafeImageUrl } from './safe-urls.ts';

/** The route's input; callers outside a request (the loader's tests) may leave out `draft`. */
type PostWrite = Omit<PostInput, 'draft'> & { draft?: boolean | undefined };

/**
 * Posts written by administrators. Every write marks the row origin 'admin', so a later start never
 * overwrites it from `content/` (and never deletes it when its file is gone).
 */
export async function createPost(db: Db, kind: PostKind, input: PostWrite): Promise<Post> {
  const values = postValues(input);
  const [row] = await slugChecked(() =>
    db
      .insert(editorialPosts)
      .values({ kind, ...values, publishedAt: input.publishedAt ?? new Date(), origin: 'admin' })
      .returning(),
  );
  if (!row) throw new Error('insert returned no row');
  return toPost(row);
}

export async function updatePost(db: Db, kind: PostKind, idOrSlug: string, input: PostWrite): Promise<Post> {
  const existing = await findPost(db, kind, idOrSlug, { withDrafts: true });
  if (!existing) throw new PostNotFoundError();
  // A draft written last week and published today is today's post, unless a date is given.
  const publishedAt = input.publishedAt ?? (existing.draft && !input.draft ? new Date() : undefined);
  const [row] = await slugChecked(() =>
    db
      .update(editorialPosts)
      .set({
        ...postValues(input),
        ...(publishedAt ? { publishedAt } : {}),
        origin: 'admin',
        contentHash: null,
        updatedAt: new Date(),
      })
      .where(eq(editorialPosts.id, existing.id))
      .returning(),
  );
  // Deleted between the lookup and the update.
  if (!row) throw new PostNotFoundError();
  return toPost(row);
}

/**
 * Removes a post. One that came from a file returns at the next start while the file exists:
 * `content/` is the source of those, so removing its file is how it goes for good.
 */
export async function deletePost(db: Db, kind: PostKind, idOrSlug: string): Promise<Post> {
  const existing = await findPost(db, kind, idOrSlug, { withDrafts: true });
  if (!existing) throw new PostNotFoundError();
  const [row] = await db.delete(editorialPosts).where(eq(editorialPosts.id, existing.id)).returning();
  if (!row) throw new PostNotFoundError();
  return toPost(row);
}

function postValues(input: PostWrite) {
  if (input.slug === 'all') throw new ReservedSlugError(input.slug);
  if (input.image !== null && !isSafeImageUrl(input.image)) {
    throw new BadRequestError('image must be a site path or an https URL', { field: 'image' });
  }
  return {
    slug: input.slug,
    title: input.title,
    category: input.category,
    excerpt: input.excerpt,
    image: input.image,
    author: input.author,
    markdown: input.markdown,
    html: renderMarkdown(input.markdown),
    draft: input.draft ?? false,
  };
}

/** The unique index decides who gets a slug, so two admins saving at once cannot both have it. */
async function slugChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'editorial_posts_slug')) throw new PostSlugTakenError(error);
    throw error;
  }
}
