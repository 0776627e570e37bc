import { GALLERY_SORTS, type GallerySort, GallerySortSchema } from '@guardians/shared/gallery';

export const SORT_PARAM = 'sortBy';

const sortLabels: Record<GallerySort, string> = {
  latest: 'Latest',
  oldest: 'Oldest',
  most_reactions: 'Most reactions',
  least_reactions: 'Least reactions',
  random: 'Random',
};

export const sortOptions = GALLERY_SORTS.map((value) => ({ value, label: sortLabels[value] }));

/** Spec 2/5: `?sortBy=` picks the sort; anything not allowed is latest. */
export function parseSort(raw: string | null | undefined): GallerySort {
  return GallerySortSchema.safeParse(raw).data ?? 'latest';
}

/** A per-visit seed so random order pages without repeats while the visit lasts. */
export function newRandomSeed(): string {
  return Math.random().toString(36).slice(2, 12) || 'seed';
}
