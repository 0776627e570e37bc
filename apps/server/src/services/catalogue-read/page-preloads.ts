import type { EnvSettings } from '@guardians/shared';
import { COLLECTION_PAGE_SIZE } from '@guardians/shared';
import { findCollection } from './collection-lookup.ts';
import type { ReadContext } from './read-context.ts';

const escapeAttr = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * `<link rel="preload">` tags for a collection page (`/explore`, `/collection/{ref}` without query):
 * its metadata, first page of items and banner start loading with the HTML instead of after the
 * script has run, which is what brings the page's largest paint forward (decision 0022). The URLs
 * are exactly those the web app requests (`features/catalogue/api`), else the browser would fetch
 * twice; a browser test checks that nothing preloaded goes unused.
 */
export async function collectionPagePreloads(ctx: ReadContext, url: URL, env: EnvSettings): Promise<string> {
  if (url.search !== '') return ''; // filters or paging: another request than the preloaded one
  const match = url.pathname.match(/^\/(?:explore|collection\/([^/]+))\/?$/);
  if (!match) return '';
  let ref: string;
  try {
    ref =
      match[1] === undefined ? (env.defaultTokenAddress ?? '') : decodeURIComponent(match[1]).toLowerCase();
  } catch {
    return '';
  }
  if (!ref) return '';
  const collection = await findCollection(ctx, ref, env.chainId).catch(() => null);
  if (!collection) return '';
  const api = env.apiUrl.replace(/\/+$/, '').replace(/\/api$/, '');
  const path = `${api}/api/collections/${encodeURIComponent(ref)}`;
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
  });
  const fetchLink = (href: string) =>
    `<link rel="preload" href="${escapeAttr(href)}" as="fetch" crossorigin="use-credentials" />`;
  const links = [fetchLink(`${path}/metadata?${metadata}`), fetchLink(`${path}?${items}`)];
  const banner = ctx.urls.url(collection.bannerImage ?? collection.image);
  if (banner) {
    const href = banner.startsWith('/api/') ? `${api}${banner}` : banner;
    links.push(`<link rel="preload" href="${escapeAttr(href)}" as="image" fetchpriority="high" />`);
  }
  return links.join('\n    ');
}
