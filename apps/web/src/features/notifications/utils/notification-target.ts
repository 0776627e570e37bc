import type { NotificationTarget } from '@guardians/shared/notifications';

/** The page a notification opens: the item's, else the collection's (by slug when it has one). */
export function targetHref(target: NotificationTarget): string {
  const collection = `/collection/${encodeURIComponent(target.collectionSlug ?? target.collection)}`;
  return target.tokenId === null ? collection : `${collection}/${encodeURIComponent(target.tokenId)}`;
}

/** The item's name ('Guardian #5'), else the collection's with the token id. */
export function itemName(target: NotificationTarget): string {
  if (target.itemName) return target.itemName;
  return target.tokenId === null ? target.collectionName : `${target.collectionName} #${target.tokenId}`;
}

/** What an offer or a watch names: the item, a trait of the collection, or any of its items. */
export function subjectName(target: NotificationTarget): string {
  if (target.tokenId !== null) return itemName(target);
  if (target.trait) return `${target.collectionName} with ${target.trait.type}: ${target.trait.value}`;
  return `any ${target.collectionName}`;
}
