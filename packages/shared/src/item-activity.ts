import { z } from 'zod';
import { PG_INTEGER_MAX } from './db-limits.ts';
import { listResponse } from './envelopes.ts';
import { pageQuery } from './query-fields.ts';

/**
 * One line of an item's activity: chain transfers (mint, transfer, burn), marketplace sales, and
 * listings made or cancelled. A sale's own Transfer is folded into the 'sale' line.
 */
export const itemActivityKinds = ['mint', 'transfer', 'burn', 'listing', 'cancel', 'sale'] as const;
export const ItemActivityKindSchema = z.enum(itemActivityKinds);
export type ItemActivityKind = z.infer<typeof ItemActivityKindSchema>;

export const ItemActivitySchema = z.object({
  /** Stable within the item: 'tx hash:log index' for chain events, 'listing:' / 'cancel:' + listing hash. */
  id: z.string(),
  kind: ItemActivityKindSchema,
  /** Sender of a transfer, seller of a listing, cancel or sale (lower case). */
  from: z.string(),
  /** Receiver of a transfer, buyer of a sale; null for listings and cancels. */
  to: z.string().nullable(),
  /** Decimal ether for listings, cancels and sales; null for transfers. */
  price: z.string().nullable(),
  /** ISO time: the block's for chain events, the server's for listings and cancels. */
  timestamp: z.string(),
  /** Null for off-chain listings and for cancels (the indexer keeps no cancellation log). */
  txHash: z.string().nullable(),
  blockNumber: z.string().nullable(),
});
export type ItemActivity = z.infer<typeof ItemActivitySchema>;

export const ItemActivityQuerySchema = z.object({
  chainId: z.coerce.number<string | number>().int().positive().max(PG_INTEGER_MAX).optional(),
  ...pageQuery,
});

/** Newest first. */
export const ItemActivityResponseSchema = listResponse(ItemActivitySchema);
