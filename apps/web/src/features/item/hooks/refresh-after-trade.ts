import type { QueryClient } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { itemCollectionKeys } from '../api/get-item-collection.ts';
import { getNftQueryOptions, type NftKey } from '../api/get-nft.ts';
import { getNftActivityQueryOptions } from '../api/get-nft-activity.ts';
import { getNftPriceQueryOptions } from '../api/get-nft-price.ts';

/** Floor, volume, owners and prices in lists and banners: the collection queries a trade changes. */
const collectionRoots = [
  keyRoots.collections,
  keyRoots.collectionMetadata,
  keyRoots.collectionItems,
  keyRoots.collectionHistory,
  keyRoots.collectionUniqueOwners,
  keyRoots.walletAssets,
];

/** Everything a listing, cancel or sale changes: the item's owner, price and activity, and the stats. */
export async function refreshAfterTrade(queryClient: QueryClient, nft: NftKey): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getNftQueryOptions(nft).queryKey }),
    queryClient.invalidateQueries({ queryKey: getNftPriceQueryOptions(nft).queryKey }),
    queryClient.invalidateQueries({ queryKey: getNftActivityQueryOptions(nft).queryKey }),
    queryClient.invalidateQueries({ queryKey: itemCollectionKeys.all }),
    ...collectionRoots.map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
  ]);
}
