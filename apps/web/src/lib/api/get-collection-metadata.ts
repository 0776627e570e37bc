import { type CollectionMetadata, CollectionMetadataResponseSchema } from '@guardians/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { keyRoots } from './query-keys.ts';

/** How often a collection that is still indexing is asked again ("indexing n / m" moves). */
export const INDEXING_REFETCH_MS = 3000;

/** GET /api/collections/:token/metadata with presale, stats and total supply; token or slug. */
async function getCollectionMetadata(
  collectionRef: string,
  chainId: number,
  signal?: AbortSignal,
): Promise<CollectionMetadata> {
  const query = new URLSearchParams({
    chainId: String(chainId),
    withPresale: 'true',
    withStats: 'true',
    withTotalSupply: 'true',
  });
  const data = await apiRequest(
    `/api/collections/${encodeURIComponent(collectionRef)}/metadata?${query}`,
    signal ? { signal } : {},
  );
  return CollectionMetadataResponseSchema.shape.data.parse(data);
}

export function getCollectionMetadataQueryOptions(collectionRef: string, chainId: number) {
  return queryOptions({
    queryKey: [keyRoots.collectionMetadata, { collectionRef, chainId }] as const,
    queryFn: ({ signal }) => getCollectionMetadata(collectionRef, chainId, signal),
    refetchInterval: (query) =>
      query.state.data && query.state.data.indexing.status !== 'synced' ? INDEXING_REFETCH_MS : false,
  });
}

export function useCollectionMetadata(collectionRef: string | null, chainId: number) {
  return useQuery({
    ...getCollectionMetadataQueryOptions(collectionRef ?? '', chainId),
    enabled: collectionRef !== null && collectionRef !== '',
  });
}
