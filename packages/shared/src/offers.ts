import { z } from 'zod';
import { NUL_MESSAGE, withoutNul } from './db-limits.ts';
import { listResponse } from './envelopes.ts';
import { LISTING_MAX_DURATION_SECONDS } from './trading.ts';

/** Offers may run as long as listings: 180 days. */
export const OFFER_MAX_DURATION_SECONDS = LISTING_MAX_DURATION_SECONDS;
/** A collection or trait offer takes at most this many items (an item offer exactly one). */
export const OFFER_MAX_QUANTITY = 100;
export const OFFERS_PAGE_SIZE = 20;

export const OFFER_KINDS = ['item', 'collection', 'trait'] as const;
export const OfferKindSchema = z.enum(OFFER_KINDS);
export type OfferKindName = z.infer<typeof OfferKindSchema>;

/**
 * Where an offer stands. 'filled', 'cancelled' follow the chain (the indexer); 'expired' is read
 * from the clock; 'unfunded' when the offerer's WETH balance or allowance to the marketplace is
 * below the amount right now (it comes back to 'active' when they top it up).
 */
export const OFFER_STATUSES = ['active', 'unfunded', 'filled', 'cancelled', 'expired'] as const;
export const OfferStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof OfferStatusSchema>;

export const OFFER_MESSAGES = {
  notOfferer: 'You can only make offers from your own wallet',
  badSignature: 'The signature does not match this offer',
  staleNonce: 'This offer was signed with an old nonce: sign it again',
  notFunded: 'Your wrapped ether (WETH) is less than the offer: wrap more first',
  notApproved: 'Allow the marketplace to use your WETH first',
  traitChanged: 'The items with this trait changed: sign the offer again',
  ownItem: 'You already own this item',
  noOffers: 'Offers are not set up on this chain',
  itemQuantity: 'An offer on one item is for exactly one item',
  quantity: `An offer can take at most ${OFFER_MAX_QUANTITY} items`,
  amount: 'The offer must be more than 0',
  expired: 'The offer has already expired',
  tooLong: 'An offer can run for at most 180 days',
  traitMissing: 'Name the trait this offer is for',
  traitUnknown: 'No item of this collection has this trait',
  unusedFields: "Only an item offer names a token, and only a trait offer a trait's root",
} as const;

/** A trait as the collection's items carry it (type and value, as the trait filters name them). */
export const OfferTraitSchema = z.object({
  type: z.string().min(1).max(100).refine(withoutNul, NUL_MESSAGE),
  value: z.string().max(200).refine(withoutNul, NUL_MESSAGE),
});
export type OfferTrait = z.infer<typeof OfferTraitSchema>;

/** A stored offer with what a holder needs to call `acceptOffer(offer, signature, tokenId, proof)`. */
export const OfferSchema = z.object({
  hash: z.string(),
  chainId: z.number().int(),
  marketplace: z.string(),
  offerer: z.string(),
  collection: z.string(),
  kind: OfferKindSchema,
  /** The item, for an item offer. */
  tokenId: z.string().nullable(),
  /** The trait, for a trait offer, and how many items its root covers. */
  trait: OfferTraitSchema.extend({ tokenCount: z.number().int() }).nullable(),
  traitRoot: z.string(),
  /** Wei, and the same in ether ("0.25"), per item. */
  amount: z.string(),
  amountEther: z.string(),
  quantity: z.number().int(),
  fills: z.number().int(),
  expiry: z.number().int(),
  nonce: z.string(),
  salt: z.string(),
  signature: z.string(),
  status: OfferStatusSchema,
  createdAt: z.string(),
});
export type OfferRecord = z.infer<typeof OfferSchema>;
export const OfferResponseSchema = z.object({ data: OfferSchema });

/** An offer a holder of one item could accept, with the Merkle proof of that item for a trait offer. */
export const ItemOfferSchema = OfferSchema.extend({ proof: z.array(z.string()) });
export type ItemOffer = z.infer<typeof ItemOfferSchema>;

export const ItemOfferListResponseSchema = listResponse(ItemOfferSchema);

export const OfferListResponseSchema = listResponse(OfferSchema);
