import { editorialMessages } from '@guardians/shared';
import { and, eq } from 'drizzle-orm';
import { loreEntries } from '../../db/schema/index.ts';
import { findPost } from '../editorial/post-repository.ts';
import type { PageMeta } from './page-meta.ts';
import type { SeoContext } from './seo-context.ts';

/** `/blogs/{slug}` (a post number works too, as in the API); the canonical path uses the slug. */
export async function blogPostMeta(ctx: SeoContext, ref: string): Promise<PageMeta | null> {
  const post = await findPost(ctx.db, 'blog', ref);
  if (!post) return null;
  return {
    title: post.title,
    description: post.excerpt,
    image: post.image,
    path: `/blogs/${encodeURIComponent(post.slug)}`,
    type: 'article',
  };
}

/** `/story/{id}` and `/odyssey/{id}`; a locked entry shows its title only, never its text. */
export async function loreMeta(
  ctx: SeoContext,
  section: 'story' | 'odyssey',
  id: string,
): Promise<PageMeta | null> {
  const [entry] = await ctx.db
    .select({ data: loreEntries.data })
    .from(loreEntries)
    .where(and(eq(loreEntries.section, section), eq(loreEntries.id, id)))
    .limit(1);
  if (!entry) return null;
  const { data } = entry;
  const summary = 'description' in data ? data.description : data.text[0];
  return {
    title: data.title,
    description: data.isOpened ? summary : editorialMessages.locked,
    image: data.image,
    path: `/${section}/${encodeURIComponent(id)}`,
    type: 'article',
  };
}
