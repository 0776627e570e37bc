import type { OfferTrait } from '@guardians/shared/offers';

/**
 * What an offer is made on: one item (the item page), or any item of a collection, or the items of a
 * collection carrying a trait (the collection page). A trait offer's trait is picked in its form.
 */
export type OfferTarget =
  | { kind: 'item'; tokenAddress: string; tokenId: string }
  | { kind: 'collection' | 'trait'; tokenAddress: string };

/** A trait as picked, with the root the server answered for it and how many items that root covers. */
type TraitChoice = OfferTrait & { root: `0x${string}`; tokenCount: number };

/** What the offerer chose in the form: the price of one item, how many items, how long, the trait. */
export type OfferTerms = {
  /** Wei for each item taken. */
  amount: bigint;
  /** 1 for an item offer; 1..OFFER_MAX_QUANTITY for the others. */
  quantity: number;
  durationSeconds: number;
  /** For a trait offer only. */
  trait: TraitChoice | null;
};

/**
 * The WETH the offer may take in all: every item at its price. Wrapping and allowing this much, not
 * just one item's price, keeps the offer funded until its last fill (decision 0089).
 */
export function offerTotal(terms: Pick<OfferTerms, 'amount' | 'quantity'>): bigint {
  return terms.amount * BigInt(terms.quantity);
}

/** The items with the trait changed between the form and the signature: the offerer is told, not surprised. */
export class TraitItemsChangedError extends Error {
  constructor(tokenCount: number) {
    super(
      `The items with this trait changed: it now covers ${tokenCount} ${tokenCount === 1 ? 'item' : 'items'}. Try again to sign for them.`,
    );
    this.name = 'TraitItemsChangedError';
  }
}
