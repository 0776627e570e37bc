import type { ListingRecord } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import {
  alertCandidates,
  claimAlerts,
  type ListedPrice,
  traitsOfItem,
} from '../watchlist/store/watch-alerts.ts';
import { listingFloor } from '../watchlist/store/watch-floors.ts';
import { targetOf, type WatchRow } from '../watchlist/store/watchlist-repository.ts';
import type { NotificationDraft } from './notification-payloads.ts';
import { insertNotifications } from './notification-repository.ts';
import { describeTarget } from './notification-targets.ts';

export interface ListingPriceFact extends ListedPrice {
  /** The listing's digest: with the watch, the notification's dedupe key. */
  listingHash: string;
}

const watchKind = (watch: WatchRow) =>
  watch.tokenId !== null ? 'item' : watch.traitType !== null ? 'trait' : 'collection';

/**
 * Watches alerted by a listing only when it is now the cheapest valid listing of what they follow
 * (the item, the collection's floor, the trait's floor): a listing above the floor moves nothing a
 * watcher waits for, and one the index does not hold valid (its seller no longer holds the item)
 * is no price anyone can pay.
 */
async function atTheirFloor(tx: Queryable, watches: WatchRow[], priceWei: bigint): Promise<WatchRow[]> {
  const floors = new Map<string, string | null>();
  const kept: WatchRow[] = [];
  for (const watch of watches) {
    const target = targetOf(watch);
    const key = JSON.stringify([target.tokenId, target.trait]);
    if (!floors.has(key)) floors.set(key, await listingFloor(tx, target));
    const floor = floors.get(key);
    if (floor !== null && floor !== undefined && BigInt(floor) >= priceWei) kept.push(watch);
  }
  return kept;
}

/**
 * After a listing is stored: notifies the watchers whose alert price is at or above it (item watch:
 * that item; collection watch: the new floor; trait watch: an item with the trait), each once per
 * price — a watch already told at this price or lower stays quiet until its alert is saved again.
 * Returns the accounts notified.
 */
export async function notifyPriceDrops(tx: Queryable, listed: ListingPriceFact): Promise<string[]> {
  const candidates = await alertCandidates(tx, listed);
  if (candidates.length === 0) return [];
  const eligible = await atTheirFloor(tx, candidates, BigInt(listed.priceWei));
  const claimed = await claimAlerts(
    tx,
    eligible.map((watch) => watch.id),
    listed.priceWei,
  );
  if (claimed.length === 0) return [];
  const item = await describeTarget(tx, listed);
  const drafts: NotificationDraft[] = claimed.map((watch) => ({
    account: watch.account,
    kind: 'price_drop',
    dedupeKey: `price_drop:${watch.id}:${listed.listingHash.toLowerCase()}`,
    payload: {
      target: { ...item, trait: targetOf(watch).trait },
      watch: watchKind(watch),
      listingHash: listed.listingHash.toLowerCase(),
      priceWei: listed.priceWei,
      alertPriceWei: watch.alertPriceWei ?? listed.priceWei,
    },
  }));
  return insertNotifications(tx, drafts);
}

/**
 * The price-drop check for a listing just stored (POST /api/listings), in a transaction of its own
 * (a savepoint inside a request's): the route logs a failure and still answers the listing.
 */
export async function alertWatchersOfListing(db: Db, listing: ListingRecord): Promise<string[]> {
  return db.transaction(async (tx) => {
    const item = { chainId: listing.chainId, collection: listing.token, tokenId: listing.tokenId };
    return notifyPriceDrops(tx, {
      ...item,
      traits: await traitsOfItem(tx, item),
      priceWei: listing.price,
      seller: listing.seller,
      listingHash: listing.hash,
    });
  });
}
