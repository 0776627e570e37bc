import type { Watch } from '@guardians/shared';
import { formatEther } from 'viem';
import type { UrlPresenter } from '../catalogue/read/public-urls.ts';
import { targetOf, type WatchRead } from './store/watchlist-repository.ts';

const ether = (wei: string | null) => (wei === null ? null : formatEther(BigInt(wei)));

/** A stored watch as the API answers it. */
export function toWatch(row: WatchRead, urls: UrlPresenter): Watch {
  const target = targetOf(row);
  return {
    id: row.id,
    kind: target.tokenId !== null ? 'item' : target.trait !== null ? 'trait' : 'collection',
    chainId: row.chainId,
    collection: row.collection,
    collectionName: row.collectionName,
    collectionSlug: row.collectionSlug,
    tokenId: target.tokenId,
    itemName: row.itemName,
    image: urls.thumbnail(urls.url(row.itemImage ?? row.collectionImage)),
    trait: target.trait,
    alertPriceWei: row.alertPriceWei,
    alertPriceEther: ether(row.alertPriceWei),
    floorWei: row.floorWei,
    floorEther: ether(row.floorWei),
    lastAlertedAt: row.lastAlertedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
