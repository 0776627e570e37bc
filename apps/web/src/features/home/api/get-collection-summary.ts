import { type CollectionMetadata, CollectionMetadataResponseSchema } from '@guardians/shared/catalogue';
import { CountResponseSchema } from '@guardians/shared/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { HOME_KEY } from './home-keys.ts';

export type CollectionSummary = { metadata: CollectionMetadata; owners: number | null };

/**
 * GET /api/collections/:token/metadata with stats and total supply; the owners count comes from
 * the stats, else from /unique-owners (spec 4).
 */
async function getCollectionSummary(
  tokenAddress: string,
  chainId: number,
  signal?: AbortSignal,
): Promise<CollectionSummary> {
  const ref = encodeURIComponent(tokenAddress);
  const options = signal ? { signal } : {};
  const query = new URLSearchParams({ chainId: String(chainId), withStats: 'true', withTotalSupply: 'true' });
  const data = await apiRequest(`/api/collections/${ref}/metadata?${query}`, options);
  const metadata = CollectionMetadataResponseSchema.shape.data.parse(data);
  const fromStats = metadata.stats?.total.num_owners ?? null;
  if (fromStats !== null) return { metadata, owners: fromStats };
  const owners = await apiRequest(`/api/collections/${ref}/unique-owners?chainId=${chainId}`, options)
    .then((body) => CountResponseSchema.shape.data.parse(body))
    // The count is one figure among several: without it the section still stands.
    .catch((error: unknown) => {
      if (signal?.aborted) throw error;
      console.warn('The owners count could not load', error);
      return null;
    });
  return { metadata, owners };
}

export function useCollectionSummary(tokenAddress: string | null, chainId: number) {
  return useQuery({
    ...queryOptions({
      queryKey: [HOME_KEY, 'collection-summary', { tokenAddress, chainId }] as const,
      queryFn: ({ signal }) => getCollectionSummary(tokenAddress ?? '', chainId, signal),
      staleTime: 60_000,
    }),
    enabled: tokenAddress !== null,
  });
}
