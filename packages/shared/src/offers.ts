import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { MAX_PAGE_OFFSET, NUL_MESSAGE, withoutNul } from './db-limits.ts';
import { listResponse } from './envelopes.ts';
import { LISTING_MAX_DURATION_SECONDS, Uint256Schema } from './trading.ts';

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

/** 0x and 64 hex digits: a hash, a Merkle root or a proof step. */
export const Bytes32Schema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'must be 0x and 64 hex digits')
  .transform((value) => value.toLowerCase() as `0x${string}`);

/** A trait as the collection's items carry it (type and value, as the trait filters name them). */
export const OfferTraitSchema = z.object({
  type: z.string().min(1).max(100).refine(withoutNul, NUL_MESSAGE),
  value: z.string().max(200).refine(withoutNul, NUL_MESSAGE),
});
export type OfferTrait = z.infer<typeof OfferTraitSchema>;

/**
 * What the offerer signed, field for field as GuardianMarketplace's `Offer` (numbers as decimal
 * strings). `tokenId` is '0' unless the kind is 'item'; `traitRoot` is zero unless it is 'trait'.
 */
export const OfferInputSchema = z.object({
  offerer: AddressSchema,
  collection: AddressSchema,
  kind: OfferKindSchema,
  tokenId: Uint256Schema,
  traitRoot: Bytes32Schema,
  /** WETH in wei paid for each item taken. */
  amount: Uint256Schema,
  quantity: Uint256Schema,
  /** Unix seconds. */
  expiry: z.coerce.number<string | number>().int().nonnegative(),
  nonce: Uint256Schema,
  salt: Uint256Schema,
});
export type OfferInput = z.infer<typeof OfferInputSchema>;

/** `POST /api/offers`: the signed offer; a trait offer also names its trait (the server rebuilds the root). */
export const CreateOfferBodySchema = z.object({
  offer: OfferInputSchema,
  signature: z.string().regex(/^0x([0-9a-fA-F]{2})+$/, 'must be 0x-prefixed hex bytes'),
  trait: OfferTraitSchema.optional(),
});
export type CreateOfferBody = z.infer<typeof CreateOfferBodySchema>;

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

const page = {
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(100).default(OFFERS_PAGE_SIZE),
  /** 'open': active and unfunded ones (the default); 'all': every status. */
  status: z.enum(['open', 'all']).default('open'),
};

/** `GET /api/offers/item/{token}/{id}`: offers on the item, and collection and trait offers covering it. */
export const ItemOffersQuerySchema = z.object(page);
export const ItemOfferListResponseSchema = listResponse(ItemOfferSchema);

/** `GET /api/offers/collection/{token}`: offers on any item ('collection'), on a trait, or both. */
export const CollectionOffersQuerySchema = z.object({
  ...page,
  kind: z.enum(['collection', 'trait', 'any']).default('any'),
  traitType: z.string().min(1).max(100).refine(withoutNul, NUL_MESSAGE).optional(),
  traitValue: z.string().max(200).refine(withoutNul, NUL_MESSAGE).optional(),
});
export type CollectionOffersQuery = z.infer<typeof CollectionOffersQuerySchema>;

/** `GET /api/offers/account/{account}`: offers it made, or offers on what it holds. */
export const AccountOffersQuerySchema = z.object({
  ...page,
  role: z.enum(['made', 'received']).default('made'),
});
export type AccountOffersQuery = z.infer<typeof AccountOffersQuerySchema>;

export const OfferListResponseSchema = listResponse(OfferSchema);

/** At most this many of a holder's items are named per received offer (the lowest token ids). */
export const OFFER_ELIGIBLE_MAX = 50;

/** One of the holder's items an offer would buy, with its Merkle proof for a trait offer ([] otherwise). */
export const EligibleItemSchema = z.object({ tokenId: z.string(), proof: z.array(z.string()) });
export type EligibleItem = z.infer<typeof EligibleItemSchema>;

/**
 * An offer in an account's list. With `role=received`, `eligible` names the account's items it would
 * buy (at most OFFER_ELIGIBLE_MAX, by token id), so the holder picks one to sell.
 */
export const AccountOfferSchema = OfferSchema.extend({ eligible: z.array(EligibleItemSchema).optional() });
export type AccountOffer = z.infer<typeof AccountOfferSchema>;
export const AccountOfferListResponseSchema = listResponse(AccountOfferSchema);

/** `GET /api/offers/trait-root/{token}`: the trait whose root to build. */
export const TraitRootQuerySchema = z.object({
  traitType: OfferTraitSchema.shape.type,
  traitValue: OfferTraitSchema.shape.value,
});

/**
 * The Merkle root of the live items carrying a trait, as POST /api/offers rebuilds it, and how many
 * items it covers: what a trait offer signs.
 */
export const TraitRootResponseSchema = z.object({
  data: z.object({ root: z.string(), tokenCount: z.number().int() }),
});
export type TraitRoot = z.infer<typeof TraitRootResponseSchema>['data'];
export const OfferHashParamsSchema = z.object({ hash: Bytes32Schema });
/** `{account}` in `/api/offers/account/{account}`. */
export const OfferAccountParamsSchema = z.object({ account: AddressSchema });
