import type { CreateWatchBody, Watch } from '@guardians/shared/watchlist';

/** What a Watch button is for: a collection, or one of its items (addresses in any case). */
export type WatchTargetInput =
  | { kind: 'collection'; collection: string }
  | { kind: 'item'; collection: string; tokenId: string };

/** The stored watch of this target among the person's watches, if any. */
export function findWatch(
  watches: readonly Watch[] | undefined,
  target: WatchTargetInput,
): Watch | undefined {
  const collection = target.collection.toLowerCase();
  return watches?.find(
    (watch) =>
      watch.collection === collection &&
      watch.kind === target.kind &&
      (target.kind === 'collection' || watch.tokenId === target.tokenId),
  );
}

/** The POST body watching this target, with an alert price (wei) when given. */
export function watchBody(target: WatchTargetInput, alertPriceWei?: string | null): CreateWatchBody {
  const collection = target.collection.toLowerCase() as `0x${string}`;
  const alert = alertPriceWei === undefined ? {} : { alertPriceWei };
  return target.kind === 'collection'
    ? { kind: 'collection', collection, ...alert }
    : { kind: 'item', collection, tokenId: target.tokenId, ...alert };
}

/** The sentence of the alert dialog: a collection's floor, an item's own price, a trait's floor. */
export function alertQuestion(kind: Watch['kind']): string {
  if (kind === 'item') return 'Tell me when this item is listed at or below';
  if (kind === 'trait') return 'Tell me when an item with this trait is listed at or below';
  return 'Tell me when the floor is at or below';
}
