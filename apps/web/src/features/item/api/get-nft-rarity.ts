import { NftRarityResponseSchema } from '@guardians/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { type NftKey, nftPath } from './get-nft.ts';

export type NftRarity = z.infer<typeof NftRarityResponseSchema>['data'];

/** GET /api/nfts/{token}/{id}/rarity: the item's rarity rank within its collection (1 = rarest). */
async function getNftRarity(key: NftKey, signal?: AbortSignal): Promise<NftRarity> {
  const data = await apiRequest(`${nftPath(key)}/rarity`, signal ? { signal } : {});
  return NftRarityResponseSchema.shape.data.parse(data);
}

export function getNftRarityQueryOptions(key: NftKey) {
  return queryOptions({
    queryKey: ['nft-rarity', key] as const,
    queryFn: ({ signal }) => getNftRarity(key, signal),
  });
}

export function useNftRarity(key: NftKey) {
  return useQuery(getNftRarityQueryOptions(key));
}
