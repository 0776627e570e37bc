import { type OfferTrait, type TraitRoot, TraitRootResponseSchema } from '@guardians/shared/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/offers/trait-root/{token}?traitType&traitValue: the Merkle root of the items carrying the
 * trait, as the server builds it (and checks a trait offer against), and how many items it covers.
 */
export async function getTraitRoot(
  tokenAddress: string,
  trait: OfferTrait,
  signal?: AbortSignal,
): Promise<TraitRoot> {
  const query = new URLSearchParams({ traitType: trait.type, traitValue: trait.value });
  const path = `/api/offers/trait-root/${encodeURIComponent(tokenAddress)}?${query}`;
  const data = await apiRequest(path, signal ? { signal } : {});
  return TraitRootResponseSchema.shape.data.parse(data);
}

function getTraitRootQueryOptions(tokenAddress: string, trait: OfferTrait) {
  return queryOptions({
    queryKey: [
      keyRoots.offers,
      'trait-root',
      { tokenAddress: tokenAddress.toLowerCase(), type: trait.type, value: trait.value },
    ] as const,
    queryFn: ({ signal }) => getTraitRoot(tokenAddress, trait, signal),
  });
}

/** How many items a trait offer would cover (and its root), once a trait is picked. */
export function useTraitRoot(tokenAddress: string, trait: OfferTrait | null) {
  return useQuery({
    ...getTraitRootQueryOptions(tokenAddress, trait ?? { type: '', value: '' }),
    enabled: trait !== null,
  });
}
