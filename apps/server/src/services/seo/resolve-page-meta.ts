import { collectionMeta, defaultCollection, itemMeta } from './catalogue-meta.ts';
import { profileMeta, submissionMeta } from './community-meta.ts';
import { blogPostMeta, loreMeta } from './editorial-meta.ts';
import type { PageMeta } from './page-meta.ts';
import type { SeoContext } from './seo-context.ts';
import { STATIC_PAGES } from './static-pages.ts';

type Resolver = (ctx: SeoContext, parts: string[], url: URL) => Promise<PageMeta | null>;

/** Page routes of the web app (apps/web/src/app/router.tsx) with their tags; first match wins. */
const ROUTES: [RegExp, Resolver][] = [
  [/^\/collection\/([^/]+)$/, (ctx, [ref = '']) => collectionMeta(ctx, ref)],
  [/^\/collection\/([^/]+)\/([^/]+)$/, (ctx, [ref = '', id = '']) => itemMeta(ctx, ref, id)],
  [/^\/explore\/([^/]+)$/, (ctx, [id = '']) => itemMeta(ctx, null, id)],
  [/^\/forge\/([^/]+)$/, (ctx, [wallet = '']) => profileMeta(ctx, wallet)],
  [/^\/blogs\/([^/]+)$/, (ctx, [slug = '']) => blogPostMeta(ctx, slug)],
  [/^\/(story|odyssey)\/([^/]+)$/, (ctx, [section, id = '']) => loreMeta(ctx, section as 'story', id)],
  [
    /^\/gallery$/,
    async (ctx, _, url) => (await submissionMeta(ctx, url.searchParams.get('id'))) ?? staticPage('/gallery'),
  ],
];

function staticPage(path: string): PageMeta | null {
  const page = STATIC_PAGES[path];
  return page ? { title: page.title, description: page.description, path } : null;
}

/** Home and anything unknown: the site's name and tagline, with the collection's picture. */
async function fallback(ctx: SeoContext, path: string): Promise<PageMeta> {
  const collection = await defaultCollection(ctx).catch(() => null);
  return { path, image: collection?.image ?? collection?.bannerImage ?? null };
}

/**
 * The tags of the page at `url`. An unknown id, a malformed path or a failing lookup gives the
 * site's own tags (with this page's canonical path): a page is never refused for its tags.
 */
export async function resolvePageMeta(
  ctx: SeoContext,
  url: URL,
  onError: (error: unknown) => void = () => {},
): Promise<PageMeta> {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  let resolved: PageMeta | null = null;
  try {
    resolved = await resolveKnownPage(ctx, path, url);
  } catch (error) {
    if (!(error instanceof URIError)) onError(error);
  }
  if (resolved?.image) return resolved;
  const base = await fallback(ctx, path);
  return resolved ? { ...resolved, image: base.image } : base;
}

async function resolveKnownPage(ctx: SeoContext, path: string, url: URL): Promise<PageMeta | null> {
  const decoded = decodeURIComponent(path);
  for (const [pattern, resolve] of ROUTES) {
    const match = decoded.match(pattern);
    if (match) return resolve(ctx, match.slice(1), url);
  }
  return staticPage(decoded);
}
