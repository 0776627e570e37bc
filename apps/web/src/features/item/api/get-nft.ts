import { type NftDetail, NftDetailSchema } from '@guardians/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type NftKey = { tokenAddress: string; tokenId: string };

export function nftPath({ tokenAddress, tokenId }: NftKey): string {
  return `/api/nfts/${encodeURIComponent(tokenAddress)}/${encodeURIComponent(tokenId)}`;
}

/** GET /api/nfts/{token}/{id}: the item with its media, traits, owner and collection. */
export async function getNft(key: NftKey, signal?: AbortSignal): Promise<NftDetail> {
  const data = await apiRequest(nftPath(key), signal ? { signal } : {});
  return NftDetailSchema.parse(data);
}

export function getNftQueryOptions(key: NftKey) {
  return queryOptions({
    queryKey: ['nft', key] as const,
    queryFn: ({ signal }) => getNft(key, signal),
  });
}

/** Waits for the collection's address when the page was opened by slug. */
export function useNft(key: NftKey | null) {
  return useQuery({
    ...getNftQueryOptions(key ?? { tokenAddress: '', tokenId: '' }),
    enabled: key !== null,
  });
}
