import { type NftReactions, NftReactionsSchema } from '@guardians/shared/reactions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { NftKey } from './get-nft.ts';

function nftReactionsPath({ tokenAddress, tokenId }: NftKey): string {
  return `/api/nfts/reactions/${encodeURIComponent(tokenAddress)}/${encodeURIComponent(tokenId)}`;
}

/** GET /api/nfts/reactions/{token}/{id}: counts by type, and the caller's own when signed in. */
async function getNftReactions(key: NftKey, signal?: AbortSignal): Promise<NftReactions> {
  const data = await apiRequest(nftReactionsPath(key), signal ? { signal } : {});
  return NftReactionsSchema.parse(data);
}

/** `account` is part of the key: the answer's userReaction depends on who asks. */
export function getNftReactionsQueryOptions(key: NftKey, account: string | undefined) {
  return queryOptions({
    queryKey: [keyRoots.nftReactions, key, account?.toLowerCase() ?? null] as const,
    queryFn: ({ signal }) => getNftReactions(key, signal),
  });
}

export function useNftReactions(key: NftKey, account: string | undefined) {
  // The wallet connecting changes the key: keep showing the counts while the caller's own state loads.
  return useQuery({ ...getNftReactionsQueryOptions(key, account), placeholderData: keepPreviousData });
}
