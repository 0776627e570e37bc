import { CountResponseSchema } from '@guardians/shared/common';
import {
  type ArtistSubmission,
  GALLERY_PAGE_SIZE,
  GalleryListResponseSchema,
  type GallerySort,
} from '@guardians/shared/gallery';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { GALLERY_KEY, type GallerySource, galleryEndpoints } from './gallery-source.ts';

const ListSchema = GalleryListResponseSchema.shape.data;
const CountSchema = CountResponseSchema.shape.data;

export type SubmissionFilter = {
  source: GallerySource;
  sortBy: GallerySort;
  /** Random order's per-visit seed. */
  seed?: string | undefined;
  showDisabled?: boolean | undefined;
  token?: { tokenAddress: string; tokenId: string } | undefined;
};

function listQuery(filter: SubmissionFilter, offset: number, limit: number): string {
  const query = new URLSearchParams({ offset: String(offset), limit: String(limit), sortBy: filter.sortBy });
  if (filter.showDisabled) query.set('showDisabled', 'true');
  if (filter.sortBy === 'random' && filter.seed) query.set('seed', filter.seed);
  if (filter.token) {
    query.set('tokenAddress', filter.token.tokenAddress.toLowerCase());
    query.set('tokenId', filter.token.tokenId);
  }
  return query.toString();
}

/** One page; the body names the account whose loves are marked (a signed-in session wins on the server). */
async function getSubmissions(
  filter: SubmissionFilter,
  offset: number,
  account: string | null,
  options: { limit?: number; signal?: AbortSignal } = {},
): Promise<ArtistSubmission[]> {
  const { limit = GALLERY_PAGE_SIZE, signal } = options;
  const data = await apiRequest(
    `${galleryEndpoints[filter.source].list}?${listQuery(filter, offset, limit)}`,
    {
      method: 'POST',
      kind: 'read',
      body: { userReactionData: { account } },
      ...(signal ? { signal } : {}),
    },
  );
  return ListSchema.parse(data).items;
}

/**
 * The seed is part of the key only for the random order it shuffles: a list in any other order is
 * the same list on every visit, so coming back to it finds it cached (at its full height, where the
 * router restores the scroll position) instead of a skeleton under a new key.
 */
export function submissionsQueryKey(filter: SubmissionFilter, account: string | null) {
  const { seed, ...rest } = filter;
  return [
    GALLERY_KEY,
    filter.source,
    'list',
    { ...rest, ...(filter.sortBy === 'random' ? { seed } : {}), account },
  ] as const;
}

/** Spec 4: offset-paged by 25; a short page is the end. A refetch reloads every page shown (gallery and contest lists do). */
export function useSubmissions(filter: SubmissionFilter, account: string | null) {
  return useInfiniteQuery({
    queryKey: submissionsQueryKey(filter, account),
    queryFn: ({ pageParam, signal }) => getSubmissions(filter, pageParam, account, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < GALLERY_PAGE_SIZE ? undefined : pages.length * GALLERY_PAGE_SIZE,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

async function getSubmissionCount(
  filter: Omit<SubmissionFilter, 'sortBy' | 'seed'>,
  signal?: AbortSignal,
): Promise<number> {
  const query = new URLSearchParams();
  if (filter.showDisabled) query.set('showDisabled', 'true');
  if (filter.token) {
    query.set('tokenAddress', filter.token.tokenAddress.toLowerCase());
    query.set('tokenId', filter.token.tokenId);
  }
  const qs = query.toString();
  const data = await apiRequest(
    `${galleryEndpoints[filter.source].count}${qs ? `?${qs}` : ''}`,
    signal ? { signal } : {},
  );
  return CountSchema.parse(data);
}

export function useSubmissionCount(filter: Omit<SubmissionFilter, 'sortBy' | 'seed'>) {
  return useQuery({
    queryKey: [GALLERY_KEY, filter.source, 'count', filter] as const,
    queryFn: ({ signal }) => getSubmissionCount(filter, signal),
    staleTime: 30_000,
  });
}
