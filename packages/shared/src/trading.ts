import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { AssetSchema, TokenIdSchema } from './catalogue.ts';
import { MAX_PAGE_OFFSET, PG_INTEGER_MAX } from './db-limits.ts';
import { listResponse } from './envelopes.ts';

/** Listings may run at most this long (seconds): 180 days. */
export const LISTING_MAX_DURATION_SECONDS = 180 * 24 * 3600;

export const LISTING_MESSAGES = {
  notOwner: 'You no longer own this item',
  notApproved: 'Approve the marketplace first',
  badSignature: 'The signature does not match this listing',
  staleNonce: 'This listing was signed with an old nonce: sign it again',
  notSeller: 'You can only list items from your own wallet',
  noMarketplace: 'Trading is not set up on this chain',
  noFeed: 'No ETH / USD price feed is configured on this chain',
} as const;

export const EtherPriceQuerySchema = z.object({
  chainId: z.coerce.number<string | number>().int().positive().max(PG_INTEGER_MAX).optional(),
});

/** The feed's latest round: `price` in USD (e.g. 3000), `decimals` as the feed answers. */
export const EtherPriceSchema = z.object({
  price: z.number(),
  decimals: z.number().int(),
  roundId: z.string(),
  updatedAt: z.string(),
});
export type EtherPrice = z.infer<typeof EtherPriceSchema>;
export const EtherPriceResponseSchema = z.object({ data: EtherPriceSchema });

/** A uint256 as a decimal string (wei, nonce, salt, quantity). */
export const Uint256Schema = z
  .string()
  .regex(/^\d{1,78}$/, 'must be a non-negative whole number')
  // Zod runs refinements after a failed regex too: only whole numbers reach BigInt.
  .refine((value) => !/^\d+$/.test(value) || BigInt(value) < 2n ** 256n, 'must fit in 256 bits');

/** What the seller signed, field for field as GuardianMarketplace's `Listing` (numbers as strings). */
export const ListingInputSchema = z.object({
  seller: AddressSchema,
  token: AddressSchema,
  tokenId: TokenIdSchema,
  /** In wei. */
  price: Uint256Schema,
  /** Unix seconds. */
  expiry: z.coerce.number<string | number>().int().nonnegative(),
  nonce: Uint256Schema,
  salt: Uint256Schema,
});
export type ListingInput = z.infer<typeof ListingInputSchema>;

export const CreateListingBodySchema = z.object({
  listing: ListingInputSchema,
  signature: z.string().regex(/^0x([0-9a-fA-F]{2})+$/, 'must be 0x-prefixed hex bytes'),
});
export type CreateListingBody = z.infer<typeof CreateListingBodySchema>;

/** A stored listing with what a buyer needs to call `buy(listing, signature)`. */
export const ListingSchema = z.object({
  hash: z.string(),
  chainId: z.number().int(),
  marketplace: z.string(),
  seller: z.string(),
  token: z.string(),
  tokenId: z.string(),
  /** Wei, and the same in ether ("0.25"). */
  price: z.string(),
  priceEther: z.string(),
  expiry: z.number().int(),
  nonce: z.string(),
  salt: z.string(),
  signature: z.string(),
  status: z.enum(['active', 'filled', 'cancelled']),
  createdAt: z.string(),
});
export type ListingRecord = z.infer<typeof ListingSchema>;

export const ListingResponseSchema = z.object({ data: ListingSchema });
export const NftListingResponseSchema = z.object({ data: ListingSchema.nullable() });

/** A listed item priced at most this share of its rarest trait value's floor is a great deal (0024). */
export const GREAT_DEAL_MAX_SHARE = 0.8;

export const GreatDealsQuerySchema = z.object({
  chainId: z.coerce.number<string | number>().int().positive().max(PG_INTEGER_MAX).optional(),
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(100).default(50),
  /** Accepted for the spec's call shape; deals are computed live, there is no cache to refresh. */
  refreshCache: z.string().optional(),
});

export const GreatDealSchema = z.object({
  asset: AssetSchema,
  /** Decimal ether, as in Price. */
  price: z.string(),
  symbol: z.string(),
  /** The item's rarest trait value (fewest live tokens in its collection) ... */
  traitType: z.string(),
  traitValue: z.string(),
  /** ... and the cheapest valid listing of another item carrying it (decimal ether). */
  traitFloor: z.string(),
  /** How far below that floor, in percent (20 = 20 % cheaper). */
  discount: z.number(),
});
export type GreatDeal = z.infer<typeof GreatDealSchema>;

export const GreatDealsResponseSchema = listResponse(GreatDealSchema);
