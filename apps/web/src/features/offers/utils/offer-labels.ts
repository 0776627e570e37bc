import type { OfferRecord } from '@guardians/shared/offers';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** 'ends in 3 days', 'ends in 5 hours', 'ends in 12 minutes'; 'ended' once `expiry` (unix s) has passed. */
export function formatEndsIn(expiry: number, nowMs: number): string {
  const left = expiry - nowMs / 1000;
  if (left <= 0) return 'ended';
  if (left < MINUTE) return 'ends in under a minute';
  if (left < HOUR) return `ends in ${plural(Math.round(left / MINUTE), 'minute')}`;
  if (left < DAY) return `ends in ${plural(Math.round(left / HOUR), 'hour')}`;
  return `ends in ${plural(Math.round(left / DAY), 'day')}`;
}

/** What an offer covers, in words: 'Item', 'Collection', or 'Trait' with 'Background: Jade'. */
export function offerKindLabel(offer: Pick<OfferRecord, 'kind' | 'trait'>): {
  kind: string;
  detail: string | null;
} {
  if (offer.kind === 'item') return { kind: 'Item', detail: null };
  if (offer.kind === 'collection') return { kind: 'Collection', detail: null };
  return { kind: 'Trait', detail: offer.trait ? `${offer.trait.type}: ${offer.trait.value}` : null };
}

/** '2 of 5 left' for a collection or trait offer that takes several items; null for one item. */
export function offerFillsLeft(offer: Pick<OfferRecord, 'quantity' | 'fills'>): string | null {
  if (offer.quantity <= 1) return null;
  return `${Math.max(0, offer.quantity - offer.fills)} of ${offer.quantity} left`;
}

/** Whether two addresses name the same account, whatever their letter case; false when either is missing. */
export function sameAccount(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && a.toLowerCase() === b.toLowerCase());
}
