import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { AssetSchema, PriceSchema } from './catalogue.ts';
import { NUL_MESSAGE, PG_INTEGER_MAX, withoutNul } from './db-limits.ts';
import { listResponse } from './envelopes.ts';
import { booleanFlag, pageQuery } from './query-fields.ts';

export const WalletParamsSchema = z.object({ account: AddressSchema });
export const WalletContractsQuerySchema = z.object({
  chainId: z.coerce.number<string | number>().int().positive().max(PG_INTEGER_MAX).optional(),
  refreshCache: booleanFlag.optional(),
});
export const WalletContractSchema = z.object({
  tokenAddress: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  /** Items of this collection the wallet holds. */
  count: z.number().int(),
});
export const WalletContractsResponseSchema = listResponse(WalletContractSchema);

export const WalletAssetsQuerySchema = z.object({
  chainId: z.coerce.number<string | number>().int().positive().max(PG_INTEGER_MAX).optional(),
  withPrices: booleanFlag.optional(),
  ...pageQuery,
  /** 'Search by name or power': case-insensitive substring of the name or a trait value. */
  search: z.string().trim().max(100).refine(withoutNul, NUL_MESSAGE).optional(),
});
export const WalletAssetsBodySchema = z.object({ tokenAddress: AddressSchema });
export const WalletAssetsResponseSchema = z.object({
  data: z.object({
    assets: z.array(AssetSchema),
    total: z.number().int(),
    prices: z.array(PriceSchema).optional(),
  }),
});

export const SearchQuerySchema = z.object({
  q: z.string().trim().min(2, 'type at least 2 characters').max(100).refine(withoutNul, NUL_MESSAGE),
  chainId: z.coerce.number<string | number>().int().positive().max(PG_INTEGER_MAX).optional(),
  limit: z.coerce.number<string | number>().int().min(1).max(20).default(5),
});
export const SearchResponseSchema = z.object({
  data: z.object({
    collections: z.array(
      z.object({
        name: z.string(),
        slug: z.string(),
        tokenAddress: z.string(),
        image: z.string().nullable(),
      }),
    ),
    users: z.array(
      z.object({ account: z.string(), username: z.string().nullable(), image: z.string().nullable() }),
    ),
    /** Live items whose token id ends the term, in collections whose name or slug contains the rest. */
    items: z.array(
      z.object({
        tokenAddress: z.string(),
        slug: z.string(),
        collectionName: z.string(),
        tokenId: z.string(),
        name: z.string().nullable(),
        image: z.string().nullable(),
      }),
    ),
  }),
});
