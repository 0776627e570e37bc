import { type Price, PriceSchema } from '@guardians/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type NftKey, nftPath } from './get-nft.ts';

/** GET /api/nfts/{token}/{id}/price: the listing price, null when the item is not for sale. */
async function getNftPrice(key: NftKey, signal?: AbortSignal): Promise<Price> {
  const data = await apiRequest(`${nftPath(key)}/price`, signal ? { signal } : {});
  return PriceSchema.parse(data);
}

export function getNftPriceQueryOptions(key: NftKey) {
  return queryOptions({
    queryKey: ['nft-price', key] as const,
    queryFn: ({ signal }) => getNftPrice(key, signal),
  });
}

export function useNftPrice(key: NftKey) {
  return useQuery(getNftPriceQueryOptions(key));
}
