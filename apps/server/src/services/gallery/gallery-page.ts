import type { ArtistSubmission, GalleryCountQuerySchema, GalleryListQuery } from '@guardians/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { countSubmissions, listSubmissions } from './submission-list.ts';

/** Who asks: the account whose loves are marked, and whether `showDisabled` is honoured for them. */
export interface GalleryCaller {
  viewer: string | null;
  isAdmin: boolean;
}

/** A page of the pool and how many submissions the whole list (same filter) holds. */
interface GalleryPage {
  items: ArtistSubmission[];
  total: number;
}

/**
 * One page of the fan-art pool, as both `/api/gallery/all` and the contest's
 * `/api/art-contests/artist-submission/all` serve it: the contest's entries are the gallery's
 * submissions. `showDisabled` from anyone but an administrator is ignored, not refused.
 */
export async function readGalleryPage(
  db: Db,
  query: GalleryListQuery,
  caller: GalleryCaller,
): Promise<GalleryPage> {
  const { showDisabled, ...page } = query;
  return listSubmissions(db, {
    ...page,
    includeDisabled: showDisabled && caller.isAdmin,
    viewer: caller.viewer,
  });
}

export function readGalleryCount(
  db: Db,
  query: z.infer<typeof GalleryCountQuerySchema>,
  isAdmin: boolean,
): Promise<number> {
  const { showDisabled, ...filter } = query;
  return countSubmissions(db, { ...filter, includeDisabled: showDisabled && isAdmin });
}
