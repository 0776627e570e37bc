import { type CollectionItemsPage, CollectionItemsResponseSchema } from '@guardians/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { HOME_KEY } from './home-keys.ts';

/** A row's worth: six fill the desktop row and scroll on a phone. */
export const PREVIEW_SIZE = 6;

/** GET /api/collections/:token, the first few items with their prices. */
async function getCollectionPreview(
  tokenAddress: string,
  chainId: number,
  signal?: AbortSignal,
): Promise<CollectionItemsPage> {
  const query = new URLSearchParams({
    chainId: String(chainId),
    offset: '0',
    limit: String(PREVIEW_SIZE),
    withPrices: 'true',
  });
  const data = await apiRequest(
    `/api/collections/${encodeURIComponent(tokenAddress)}?${query}`,
    signal ? { signal } : {},
  );
  return CollectionItemsResponseSchema.shape.data.parse(data);
}

export function useCollectionPreview(tokenAddress: string | null, chainId: number) {
  return useQuery({
    ...queryOptions({
      queryKey: [HOME_KEY, 'collection-preview', { tokenAddress, chainId, limit: PREVIEW_SIZE }] as const,
      queryFn: ({ signal }) => getCollectionPreview(tokenAddress ?? '', chainId, signal),
      staleTime: 60_000,
    }),
    enabled: tokenAddress !== null,
  });
}
