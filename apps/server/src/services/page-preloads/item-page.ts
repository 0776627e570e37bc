import { type EnvSettings, isAddress, mediaPreviewFor } from '@guardians/shared';
import { toAsset } from '../catalogue/read/asset-view.ts';
import type { ReadContext } from '../catalogue/read/read-context.ts';
import { findLiveToken } from '../catalogue/read/token-lookup.ts';
import { apiOrigin, fetchPreload, imagePreload, NO_HINTS, onApi, type PageHints } from './preload-links.ts';

/** The item routes of the web app (app/router.tsx): `/explore/{id}` and `/collection/{ref}/{id}`. */
const ITEM_PAGE = /^\/(?:explore|collection\/([^/]+))\/(\d{1,78})\/?$/;

/**
 * `<link rel="preload">` tags for an item page: the collection and the item the page asks for, and
 * its picture, the page's largest paint, which the static shell also shows. Without them the
 * picture is found only after the script has run and both answers have come back, one request
 * after another (decision 0054). The URLs are exactly those of `features/item/api`, else the
 * browser would fetch twice.
 */
export async function itemPagePreloads(ctx: ReadContext, url: URL, env: EnvSettings): Promise<PageHints> {
  const match = url.pathname.match(ITEM_PAGE);
  if (!match?.[2]) return NO_HINTS;
  let ref: string;
  try {
    // As item-route.tsx names the collection: the inlined default, or the path's ref in lower case.
    ref =
      match[1] === undefined
        ? (env.defaultTokenAddress ?? '')
        : decodeURIComponent(match[1]).trim().toLowerCase();
  } catch {
    return NO_HINTS;
  }
  if (!ref) return NO_HINTS;
  const tokenId = match[2].replace(/^0+(?=\d)/, '');
  const found = await findLiveToken(ctx, { token: ref, id: tokenId, chainId: env.chainId }).catch(() => null);
  if (!found) return NO_HINTS;
  const api = `${apiOrigin(env)}/api`;
  const address = (isAddress(ref) ? ref : found.collection.tokenAddress).toLowerCase();
  const links = [
    fetchPreload(`${api}/collections/${encodeURIComponent(ref)}/metadata?withTotalSupply=true`),
    fetchPreload(`${api}/nfts/${encodeURIComponent(address)}/${encodeURIComponent(tokenId)}`),
  ];
  const picture = pictureOf(toAsset(found.token, ctx.urls));
  if (!picture) return { tags: links.join('\n    '), picture: null };
  const href = onApi(env, picture);
  links.push(imagePreload(href));
  // The item page shows its picture in a square frame (media-frame.tsx).
  return { tags: links.join('\n    '), picture: { kind: 'picture', href, width: 1, height: 1 } };
}

/** The <img> the item page's media preview shows first (media-preview.tsx), if it shows one. */
function pictureOf(asset: ReturnType<typeof toAsset>): string | null {
  switch (mediaPreviewFor(asset.media).kind) {
    case 'image':
      return asset.media.uri;
    case 'audio':
      return asset.image;
    default:
      return null;
  }
}
