import { keyRoots } from '../../../lib/api/query-keys.ts';
/** The public gallery and the contest read the same submissions through their own endpoints. */
export type GallerySource = 'gallery' | 'contest';

export const galleryEndpoints = {
  gallery: {
    list: '/api/gallery/all',
    count: '/api/gallery/count',
  },
  contest: {
    list: '/api/art-contests/artist-submission/all',
    count: '/api/art-contests/artist-submission/count',
  },
} as const satisfies Record<GallerySource, { list: string; count: string }>;

/** Every query of this feature starts with this key; mutations invalidate it. */
export const GALLERY_KEY = keyRoots.fanArt;
