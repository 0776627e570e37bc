import {
  CATALOGUE_MAX_PAGE_SIZE,
  CollectionListResponseSchema,
  type CollectionMetadata,
} from '@guardians/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getEnv } from '../../../lib/env.ts';
import { ADMIN_KEY } from './query-keys.ts';

/** How often the list is asked again while a collection indexes ("Indexing n / m" moves). */
const INDEXING_REFRESH_MS = 3000;

/** The indexer is still reading the collection's history. */
const isIndexing = (collection: CollectionMetadata) =>
  collection.indexing.status === 'pending' || collection.indexing.status === 'backfilling';

/** GET /api/collections/all (public): every collection of the site's chain, with its indexing state. */
async function getConsoleCollections(chainId: number, signal?: AbortSignal): Promise<CollectionMetadata[]> {
  const search = new URLSearchParams({
    chainId: String(chainId),
    offset: '0',
    limit: String(CATALOGUE_MAX_PAGE_SIZE),
  });
  const data = await apiRequest(`/api/collections/all?${search}`, signal ? { signal } : {});
  return CollectionListResponseSchema.shape.data.parse(data).items;
}

/** The console's list of collections, whatever the chain. */
export const consoleCollectionsKey = [ADMIN_KEY, 'collections'] as const;

function getConsoleCollectionsQueryOptions(chainId: number) {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'collections', { chainId }] as const,
    queryFn: ({ signal }) => getConsoleCollections(chainId, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some(isIndexing) ? INDEXING_REFRESH_MS : false),
  });
}

export function useConsoleCollections() {
  return useQuery(getConsoleCollectionsQueryOptions(getEnv().chainId));
}
