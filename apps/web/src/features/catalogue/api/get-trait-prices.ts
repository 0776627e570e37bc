import { type TraitPrice, TraitPricesResponseSchema } from '@guardians/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Trait type -> value -> its floor and top offer (Maps: a trait named '__proto__' is anyone's to mint). */
export type TraitPriceIndex = ReadonlyMap<string, ReadonlyMap<string, TraitPrice>>;

/** GET /api/collections/:token/trait-prices: the values with a floor or an offer (decision 0091). */
async function getTraitPrices(
  collectionRef: string,
  chainId: number,
  signal?: AbortSignal,
): Promise<TraitPrice[]> {
  const data = await apiRequest(
    `/api/collections/${encodeURIComponent(collectionRef)}/trait-prices?chainId=${chainId}`,
    signal ? { signal } : {},
  );
  return TraitPricesResponseSchema.shape.data.parse(data).items;
}

export function getTraitPricesQueryOptions(collectionRef: string, chainId: number) {
  return queryOptions({
    queryKey: [keyRoots.collectionTraitPrices, { collectionRef, chainId }] as const,
    queryFn: ({ signal }) => getTraitPrices(collectionRef, chainId, signal),
  });
}

function indexByTrait(items: TraitPrice[]): TraitPriceIndex {
  const index = new Map<string, Map<string, TraitPrice>>();
  for (const item of items) {
    const values = index.get(item.traitType) ?? new Map<string, TraitPrice>();
    values.set(item.value, item);
    index.set(item.traitType, values);
  }
  return index;
}

/** The trait filters' prices; the filters work without them (an error only leaves them out). */
export function useTraitPrices(
  collectionRef: string,
  chainId: number,
  options: { refetchInterval?: number | false } = {},
) {
  return useQuery({
    ...getTraitPricesQueryOptions(collectionRef, chainId),
    select: indexByTrait,
    refetchInterval: options.refetchInterval ?? false,
  });
}
