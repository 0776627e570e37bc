import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { AssetSchema, ChainRecordSchema, PriceSchema, TokenIdSchema } from './catalogue.ts';
import { PG_INTEGER_MAX } from './db-limits.ts';
import { listResponse } from './envelopes.ts';
import { pageQuery } from './query-fields.ts';

export {
  type CollectionSort,
  CollectionSortSchema,
  collectionSortOrders,
  GRID_DEFAULT_SORT,
} from './query-fields.ts';

export const NftParamsSchema = z.object({ token: AddressSchema, id: TokenIdSchema });

export const TraitWithRaritySchema = z.object({
  traitType: z.string(),
  value: z.string(),
  /** Live tokens of the collection with this value, and that as a share of all live tokens (0-100). */
  count: z.number().int(),
  percent: z.number(),
});

export const NftDetailSchema = AssetSchema.extend({
  description: z.string().nullable(),
  tokenUri: z.string().nullable(),
  chainId: z.number().int(),
  metadataStatus: z.enum(['pending', 'ok', 'failed']),
  attributes: z.array(z.object({ traitType: z.string(), value: z.string() })),
  collection: z.object({ name: z.string(), slug: z.string(), symbol: z.string().nullable() }),
  chain: ChainRecordSchema,
});
export type NftDetail = z.infer<typeof NftDetailSchema>;
export const NftResponseSchema = z.object({ data: NftDetailSchema });

/** Rarity score: sum over the token's traits of 1 / (share of live tokens with that value); rank 1 = rarest. */
export const NftRarityResponseSchema = z.object({
  data: z.object({ tokenId: z.string(), score: z.number(), rank: z.number().int(), total: z.number().int() }),
});
export const NftRaritiesResponseSchema = listResponse(TraitWithRaritySchema);
export const NftPriceResponseSchema = z.object({ data: PriceSchema });
export const NftReindexResponseSchema = z.object({
  data: z.object({ status: z.enum(['ok', 'failed', 'retry']), error: z.string().nullable() }),
});

export const TransferSchema = z.object({
  from: z.string(),
  to: z.string(),
  txHash: z.string(),
  logIndex: z.number().int(),
  blockNumber: z.string(),
  timestamp: z.string(),
  /** mint (from the zero address), burn (to it) or transfer. */
  kind: z.enum(['mint', 'transfer', 'burn']),
});
export type Transfer = z.infer<typeof TransferSchema>;
export const TransfersQuerySchema = z.object({
  chainId: z.coerce.number<string | number>().int().positive().max(PG_INTEGER_MAX).optional(),
  ...pageQuery,
});
/** Newest first. */
export const TransfersResponseSchema = listResponse(TransferSchema);
