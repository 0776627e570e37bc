import { NftReindexResponseSchema } from '@guardians/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { getNftQueryOptions, type NftKey, nftPath } from './get-nft.ts';
import { getNftRaritiesQueryOptions } from './get-nft-rarities.ts';
import { getNftRarityQueryOptions } from './get-nft-rarity.ts';

export type ReindexResult = z.infer<typeof NftReindexResponseSchema>['data'];

/** POST /api/nfts/{token}/{id}/reindex: reads the token's metadata again from its token URI. */
async function reindexNft(key: NftKey): Promise<ReindexResult> {
  const data = await apiRequest(`${nftPath(key)}/reindex`, { method: 'POST' });
  return NftReindexResponseSchema.shape.data.parse(data);
}

export function useReindexNft(key: NftKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reindexNft(key),
    // New metadata can change the name, media and traits, and with the traits the rarity.
    onSuccess: () =>
      Promise.all(
        [getNftQueryOptions(key), getNftRaritiesQueryOptions(key), getNftRarityQueryOptions(key)].map(
          ({ queryKey }) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
