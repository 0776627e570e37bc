import { COLLECTION_PAGE_SIZE } from '@guardians/shared/catalogue';
import { type LikedAssetsPage, LikedAssetsResponseSchema } from '@guardians/shared/reactions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type LikedItemsParams = { account: string; chainId: number; offset: number };

/** GET /api/nfts/reactions/account/{account}/nfts: what the account liked, newest like first. */
async function getLikedItems(params: LikedItemsParams, signal?: AbortSignal): Promise<LikedAssetsPage> {
  const query = new URLSearchParams({
    chainId: String(params.chainId),
    offset: String(params.offset),
    limit: String(COLLECTION_PAGE_SIZE),
  });
  const body = await apiRequest(
    `/api/nfts/reactions/account/${encodeURIComponent(params.account)}/nfts?${query}`,
    signal ? { signal } : {},
  );
  return LikedAssetsResponseSchema.shape.data.parse(body);
}

export function getLikedItemsQueryOptions(params: LikedItemsParams) {
  return queryOptions({
    queryKey: [keyRoots.likedItems, { ...params, account: params.account.toLowerCase() }] as const,
    queryFn: ({ signal }) => getLikedItems(params, signal),
  });
}

export function useLikedItems(params: LikedItemsParams) {
  return useQuery({ ...getLikedItemsQueryOptions(params), placeholderData: keepPreviousData });
}
