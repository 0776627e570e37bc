import { type CollectionItemsPage, CollectionItemsResponseSchema } from '@guardians/shared/catalogue';
import { GUARDIAN_TRAIT } from '@guardians/shared/community';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Enough for a screenful; the rest are one link away in the filtered collection. */
export const GUARDIAN_ITEMS_SHOWN = 24;

export type GuardianItemsParams = { tokenAddress: string; chainId: number; guardianName: string };

/**
 * POST /api/collections/:token with `{ Body: [name] }`: the collection's items of one Guardian
 * (the catalogue's trait filter), first page with prices.
 */
async function getGuardianItems(
  params: GuardianItemsParams,
  signal?: AbortSignal,
): Promise<CollectionItemsPage> {
  const query = new URLSearchParams({
    chainId: String(params.chainId),
    offset: '0',
    limit: String(GUARDIAN_ITEMS_SHOWN),
    withPrices: 'true',
  });
  const data = await apiRequest(`/api/collections/${encodeURIComponent(params.tokenAddress)}?${query}`, {
    method: 'POST',
    kind: 'read',
    body: { [GUARDIAN_TRAIT]: [params.guardianName] },
    ...(signal ? { signal } : {}),
  });
  return CollectionItemsResponseSchema.shape.data.parse(data);
}

function getGuardianItemsQueryOptions(params: GuardianItemsParams) {
  return queryOptions({
    queryKey: ['community', 'guardian-items', params] as const,
    queryFn: ({ signal }) => getGuardianItems(params, signal),
    staleTime: 30_000,
  });
}

export function useGuardianItems(params: GuardianItemsParams | null) {
  return useQuery({
    ...getGuardianItemsQueryOptions(params ?? { tokenAddress: '', chainId: 0, guardianName: '' }),
    enabled: params !== null,
  });
}
