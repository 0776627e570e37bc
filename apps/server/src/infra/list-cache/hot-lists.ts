import type { GalleryListQuery, LiveEvent } from '@guardians/shared';
import type { CachedList } from './list-cache.ts';

/**
 * Which lists are cached and what makes them stale. Only first pages (offset 0) that every visitor
 * sees alike: the pages everyone opens; deeper pages, per-visit orders and administrators' views
 * go to the database as before. Nothing viewer-specific is ever part of a cached answer.
 */

/** GET /api/collections/all, first page of the served chain. */
export function collectionsFirstPage(
  query: { chainId?: number | undefined; offset: number; limit: number },
  servedChainId: number,
): CachedList | null {
  if (query.offset !== 0) return null;
  // Another chain's list is empty without any query: nothing to save.
  if (query.chainId !== undefined && query.chainId !== servedChainId) return null;
  return { name: 'collections', params: { limit: query.limit }, tags: ['collections'] };
}

/** GET /api/quests/leaderboard, first page. */
export function leaderboardFirstPage(query: { offset: number; limit: number }): CachedList | null {
  if (query.offset !== 0) return null;
  return { name: 'leaderboard', params: { limit: query.limit }, tags: ['leaderboard'] };
}

/**
 * GET|POST /api/gallery/all, first page of the whole gallery in a fixed order, as anyone but an
 * administrator showing disabled art sees it. A random order is per visit (its seed), so caching
 * it would only fill Redis; one Guardian's fan art is a small indexed query.
 */
export function galleryFirstPage(query: GalleryListQuery, includeDisabled: boolean): CachedList | null {
  if (query.offset !== 0 || includeDisabled || query.sortBy === 'random') return null;
  if (query.tokenAddress !== undefined || query.tokenId !== undefined) return null;
  // 'gallery-page': the `{ items, total }` answer (decision 0068); entries cached as a bare array
  // under the old name are never read back.
  return { name: 'gallery-page', params: { sortBy: query.sortBy, limit: query.limit }, tags: ['gallery'] };
}

export const collectionsTagsFor = (event: LiveEvent): string[] =>
  event.type === 'catalogue' ? ['collections'] : [];

/** Coins earned move ranks; a claim spends coins, which the leaderboard does not count. */
export const leaderboardTagsFor = (event: LiveEvent): string[] =>
  event.type === 'leaderboard' ? ['leaderboard'] : [];

/** New, hidden or removed art changes pages; a love changes counts and the by-loves orders. */
export const galleryTagsFor = (event: LiveEvent): string[] =>
  event.type === 'submission' || (event.type === 'reaction' && event.target === 'submission')
    ? ['gallery']
    : [];
