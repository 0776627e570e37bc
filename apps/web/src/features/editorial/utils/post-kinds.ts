import type { PostKind } from '../api/query-keys.ts';

type PostKindInfo = { basePath: string; section: string; backLabel: string };

/** The blog lives at /blogs and the about entries at /about; both read the same post shape. */
export const postKinds: Record<PostKind, PostKindInfo> = {
  blogs: { basePath: '/blogs', section: 'Blog', backLabel: 'Back to the blog' },
  abouts: { basePath: '/about', section: 'About', backLabel: 'Back to About' },
};

/** A post's page: its slug, the address the server's canonical and Open Graph tags use. */
export function postHref(kind: PostKind, slug: string): string {
  return `${postKinds[kind].basePath}/${encodeURIComponent(slug)}`;
}
