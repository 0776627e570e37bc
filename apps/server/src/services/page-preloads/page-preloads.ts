import type { EnvSettings } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import type { ReadContext } from '../catalogue/read/read-context.ts';
import { collectionPagePreloads } from './collection-page.ts';
import { galleryPagePreloads } from './gallery-page.ts';
import { itemPagePreloads } from './item-page.ts';
import type { PageHints } from './preload-links.ts';

/**
 * The data and pictures a page will ask for first, as `<link rel="preload">` tags for its HTML, and
 * the picture its static shell shows (decisions 0022 and 0054); empty for pages that have none.
 * A failed lookup preloads nothing: the page then asks as it would without the hints.
 */
export async function pagePreloads(
  ctx: { read: ReadContext; db: Db },
  url: URL,
  env: EnvSettings,
): Promise<PageHints> {
  const [collection, item, gallery] = await Promise.all([
    collectionPagePreloads(ctx.read, url, env),
    itemPagePreloads(ctx.read, url, env),
    galleryPagePreloads(ctx.db, url, env),
  ]);
  return {
    tags: [collection.tags, item.tags, gallery.tags].filter(Boolean).join('\n    '),
    picture: collection.picture ?? item.picture ?? gallery.picture,
  };
}
