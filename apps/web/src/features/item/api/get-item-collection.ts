import { type CollectionMetadata, CollectionMetadataSchema } from '@guardians/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/collections/{ref}/metadata?withTotalSupply=true: resolves a slug or an address to the
 * collection (address, name, slug, whether it is the default) and its supply for prev/next links.
 */
async function getItemCollection(ref: string, signal?: AbortSignal): Promise<CollectionMetadata> {
  const data = await apiRequest(
    `/api/collections/${encodeURIComponent(ref)}/metadata?withTotalSupply=true`,
    signal ? { signal } : {},
  );
  return CollectionMetadataSchema.parse(data);
}

/** Its own key: the collection page asks the same path with other options (stats, presale). */
export const itemCollectionKeys = {
  all: ['item-collection'] as const,
  of: (ref: string) => ['item-collection', { ref }] as const,
};

function getItemCollectionQueryOptions(ref: string) {
  return queryOptions({
    queryKey: itemCollectionKeys.of(ref),
    queryFn: ({ signal }) => getItemCollection(ref, signal),
    staleTime: 5 * 60_000,
  });
}

export function useItemCollection(ref: string) {
  return useQuery(getItemCollectionQueryOptions(ref));
}
