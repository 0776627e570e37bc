import type { EnvSettings } from '@guardians/shared';
import { COLLECTION_PAGE_SIZE, GRID_DEFAULT_SORT } from '@guardians/shared';
import { findCollection } from '../catalogue/read/collection-lookup.ts';
import type { ReadContext } from '../catalogue/read/read-context.ts';
import { apiOrigin, fetchPreload, imagePreload, NO_HINTS, onApi, type PageHints } from './preload-links.ts';

/**
 * `<link rel="preload">` tags for a collection page (`/explore`, `/collection/{ref}` without query):
 * its metadata, first page of items and banner start loading with the HTML instead of after the
 * script has run, which is what brings the page's largest paint forward (decision 0022); the
 * banner is also the static shell's lead picture (decision 0054). The URLs
 * are exactly those the web app requests (`features/catalogue/api`), else the browser would fetch
 * twice; a browser test checks that nothing preloaded goes unused.
 */
export async function collectionPagePreloads(
  ctx: ReadContext,
  url: URL,
  env: EnvSettings,
): Promise<PageHints> {
  if (url.search !== '') return NO_HINTS; // filters or paging: another request than the preloaded one
  const match = url.pathname.match(/^\/(?:explore|collection\/([^/]+))\/?$/);
  if (!match) return NO_HINTS;
  let ref: string;
  try {
    ref =
      match[1] === undefined ? (env.defaultTokenAddress ?? '') : decodeURIComponent(match[1]).toLowerCase();
  } catch {
    return NO_HINTS;
  }
  if (!ref) return NO_HINTS;
  const collection = await findCollection(ctx, ref, env.chainId).catch(() => null);
  if (!collection) return NO_HINTS;
  const path = `${apiOrigin(env)}/api/collections/${encodeURIComponent(ref)}`;
  const metadata = new URLSearchParams({
    chainId: String(env.chainId),
    withPresale: 'true',
    withStats: 'true',
    withTotalSupply: 'true',
  });
  const items = new URLSearchParams({
    chainId: String(env.chainId),
    offset: '0',
    limit: String(COLLECTION_PAGE_SIZE),
    withTotalSupply: 'true',
    withReactions: 'true',
    withPrices: 'true',
    sortBy: GRID_DEFAULT_SORT,
  });
  const links = [fetchPreload(`${path}/metadata?${metadata}`), fetchPreload(`${path}?${items}`)];
  const banner = ctx.urls.url(collection.bannerImage ?? collection.image);
  if (!banner) return { tags: links.join('\n    '), picture: null };
  const href = onApi(env, banner);
  links.push(imagePreload(href));
  // Its box is the banner's (collection-banner.tsx); the picture is cropped to it.
  return { tags: links.join('\n    '), picture: { kind: 'banner', href, width: 1, height: 1 } };
}
