import { type Transfer, TransfersResponseSchema } from '@guardians/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ONE_OFF_PARSE } from '../../../lib/env.ts';
import type { NftKey } from './get-nft.ts';

/** Rows per 'Load more'. */
export const TRANSFERS_PAGE_SIZE = 10;

export type TransfersPage = { items: Transfer[]; total: number; offset: number };

/** GET /api/nfts/transfers/{token}/{id}?offset&limit: the item's history, newest first. */
export async function getNftTransfers(
  { tokenAddress, tokenId }: NftKey,
  page: { offset: number; limit: number },
  signal?: AbortSignal,
): Promise<TransfersPage> {
  const path =
    `/api/nfts/transfers/${encodeURIComponent(tokenAddress)}/${encodeURIComponent(tokenId)}` +
    `?offset=${page.offset}&limit=${page.limit}`;
  const data = await apiRequest(path, signal ? { signal } : {});
  return { ...TransfersResponseSchema.shape.data.parse(data, ONE_OFF_PARSE), offset: page.offset };
}

/** The offset of the page after `last`, or undefined once every transfer is loaded. */
export function nextTransfersOffset(last: TransfersPage, limit: number): number | undefined {
  const next = last.offset + limit;
  return last.items.length === limit && next < last.total ? next : undefined;
}

export function getNftTransfersQueryOptions(key: NftKey, limit = TRANSFERS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: ['nft-transfers', { ...key, limit }] as const,
    queryFn: ({ pageParam, signal }) => getNftTransfers(key, { offset: pageParam, limit }, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => nextTransfersOffset(last, limit),
  });
}

export function useNftTransfers(key: NftKey) {
  return useInfiniteQuery(getNftTransfersQueryOptions(key));
}
