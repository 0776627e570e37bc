import { NftRaritiesResponseSchema } from '@guardians/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { type NftKey, nftPath } from './get-nft.ts';

export type TraitRarity = z.infer<typeof NftRaritiesResponseSchema>['data']['items'][number];

/** GET /api/nfts/{token}/{id}/rarities: each trait with the share of the collection that has it. */
async function getNftRarities(key: NftKey, signal?: AbortSignal): Promise<TraitRarity[]> {
  const data = await apiRequest(`${nftPath(key)}/rarities`, signal ? { signal } : {});
  return NftRaritiesResponseSchema.shape.data.parse(data).items;
}

export function getNftRaritiesQueryOptions(key: NftKey) {
  return queryOptions({
    queryKey: ['nft-rarities', key] as const,
    queryFn: ({ signal }) => getNftRarities(key, signal),
  });
}

export function useNftRarities(key: NftKey) {
  return useQuery(getNftRaritiesQueryOptions(key));
}
