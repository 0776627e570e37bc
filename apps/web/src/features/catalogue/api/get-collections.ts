import {
  CATALOGUE_MAX_PAGE_SIZE,
  CollectionListResponseSchema,
  type CollectionMetadata,
} from '@guardians/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const ListSchema = CollectionListResponseSchema.shape.data;

/** GET /api/collections/all: every collection with stats, ranked by market cap, descending. */
async function getCollections(
  chainId: number,
  signal?: AbortSignal,
): Promise<{ items: CollectionMetadata[]; total: number }> {
  const query = new URLSearchParams({
    chainId: String(chainId),
    offset: '0',
    limit: String(CATALOGUE_MAX_PAGE_SIZE),
  });
  const data = await apiRequest(`/api/collections/all?${query}`, signal ? { signal } : {});
  return ListSchema.parse(data);
}

export function getCollectionsQueryOptions(chainId: number) {
  return queryOptions({
    queryKey: [keyRoots.collections, { chainId, offset: 0, limit: CATALOGUE_MAX_PAGE_SIZE }] as const,
    queryFn: ({ signal }) => getCollections(chainId, signal),
  });
}

export function useCollections(chainId: number, enabled = true) {
  return useQuery({ ...getCollectionsQueryOptions(chainId), enabled });
}
