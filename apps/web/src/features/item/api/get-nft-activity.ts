import { type ItemActivity, ItemActivityResponseSchema } from '@guardians/shared/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type NftKey, nftPath } from './get-nft.ts';

/** Rows per 'Load more'. */
const ACTIVITY_PAGE_SIZE = 10;

export type ActivityPage = { items: ItemActivity[]; total: number; offset: number };

/** GET /api/nfts/{token}/{id}/activity?offset&limit: mints, transfers, listings, cancels, sales. */
export async function getNftActivity(
  key: NftKey,
  page: { offset: number; limit: number },
  signal?: AbortSignal,
): Promise<ActivityPage> {
  const path = `${nftPath(key)}/activity?offset=${page.offset}&limit=${page.limit}`;
  const data = await apiRequest(path, signal ? { signal } : {});
  return { ...ItemActivityResponseSchema.shape.data.parse(data), offset: page.offset };
}

/** The offset of the page after `last`, or undefined once every row is loaded. */
function nextActivityOffset(last: ActivityPage, limit: number): number | undefined {
  const next = last.offset + limit;
  return last.items.length === limit && next < last.total ? next : undefined;
}

export function getNftActivityQueryOptions(key: NftKey, limit = ACTIVITY_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: ['nft-activity', { ...key, limit }] as const,
    queryFn: ({ pageParam, signal }) => getNftActivity(key, { offset: pageParam, limit }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ActivityPage) => nextActivityOffset(last, limit),
  });
}

export function useNftActivity(key: NftKey) {
  return useInfiniteQuery(getNftActivityQueryOptions(key));
}
