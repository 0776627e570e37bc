import type { QueryClient } from '@tanstack/react-query';
import type { NftKey } from '../api/get-nft.ts';

/** Everything a listing, cancel or sale changes: the item's owner, price and activity, and the stats. */
export async function refreshAfterTrade(queryClient: QueryClient, nft: NftKey): Promise<void> {
  const startsWith = (prefix: string) => ({
    predicate: (query: { queryKey: readonly unknown[] }) =>
      typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(prefix),
  });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['nft', nft] }),
    queryClient.invalidateQueries({ queryKey: ['nft-price', nft] }),
    queryClient.invalidateQueries({ queryKey: ['nft-activity'] }),
    queryClient.invalidateQueries({ queryKey: ['nft-transfers'] }),
    queryClient.invalidateQueries({ queryKey: ['item-collection'] }),
    // Floor, volume, owners and prices in lists and banners (catalogue queries).
    queryClient.invalidateQueries(startsWith('collection')),
    queryClient.invalidateQueries({ queryKey: ['wallet-assets'] }),
  ]);
}
