import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { MAX_PAGE_OFFSET, NUL_MESSAGE, withoutNul } from './db-limits.ts';
import { OFFERS_PAGE_SIZE, OfferKindSchema, OfferTraitSchema } from './offers.ts';
import { Uint256Schema } from './trading.ts';

// What the offers routes take in: the signed offer, the lists' queries, the paths' parameters. Apart
// from offers.ts (what they answer), so a page that only reads offers does not build these (0061).

/** 0x and 64 hex digits: a hash, a Merkle root or a proof step. */
export const Bytes32Schema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'must be 0x and 64 hex digits')
  .transform((value) => value.toLowerCase() as `0x${string}`);

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

const page = {
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(100).default(OFFERS_PAGE_SIZE),
  /** 'open': active and unfunded ones (the default); 'all': every status. */
  status: z.enum(['open', 'all']).default('open'),
};

/** `GET /api/offers/item/{token}/{id}`: offers on the item, and collection and trait offers covering it. */
export const ItemOffersQuerySchema = z.object(page);

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

/** `GET /api/offers/trait-root/{token}`: the trait whose root to build. */
export const TraitRootQuerySchema = z.object({
  traitType: OfferTraitSchema.shape.type,
  traitValue: OfferTraitSchema.shape.value,
});

export const OfferHashParamsSchema = z.object({ hash: Bytes32Schema });
/** `{account}` in `/api/offers/account/{account}`. */
export const OfferAccountParamsSchema = z.object({ account: AddressSchema });
