import { type EnvSettings, GallerySortSchema } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import { listSubmissions } from '../gallery/submission-list.ts';
import { imagePreload, NO_HINTS, onApi, type PageHints } from './preload-links.ts';

/**
 * A `<link rel="preload">` for the first tile of `/gallery`, the page's largest paint on a phone,
 * which the static shell also shows: the list itself is a POST (spec) that a preload cannot make,
 * so without this the picture is found only after the script has run and the list has come back
 * (decision 0054). Not for a random order
 * (its seed is the visit's own), the edit view or an open submission, whose first paint is another.
 */
export async function galleryPagePreloads(db: Db, url: URL, env: EnvSettings): Promise<PageHints> {
  if (!/^\/gallery\/?$/.test(url.pathname)) return NO_HINTS;
  const params = url.searchParams;
  if (params.has('type') || params.has('id') || params.has('tweetId')) return NO_HINTS;
  // As the page reads its sort (features/gallery/utils/gallery-sort.ts): anything unknown is latest.
  const sortBy = GallerySortSchema.safeParse(params.get('sortBy')).data ?? 'latest';
  if (sortBy === 'random') return NO_HINTS;
  const page = await listSubmissions(db, {
    offset: 0,
    limit: 1,
    sortBy,
    includeDisabled: false,
    viewer: null,
  }).catch(() => ({ items: [] }));
  const [first] = page.items;
  const media = first?.media[0];
  // A video's tile is a player with its own poster handling (VideoTile), not the picture preloaded here.
  if (media?.type !== 'photo') return NO_HINTS;
  const picture = media.preview_image_url || media.url;
  if (!picture) return NO_HINTS;
  const href = onApi(env, picture);
  const size = { width: media.width ?? 1, height: media.height ?? 1 };
  return { tags: imagePreload(href), picture: { kind: 'picture', href, ...size } };
}
