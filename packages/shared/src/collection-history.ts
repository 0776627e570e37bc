import { z } from 'zod';
import { TimeRangeSchema } from './catalogue.ts';
import { PG_INTEGER_MAX } from './db-limits.ts';

export const CollectionHistoryQuerySchema = z.object({
  chainId: z.coerce.number<string | number>().int().positive().max(PG_INTEGER_MAX).optional(),
  /** one_day: 24 hourly buckets; seven_day and thirty_day: daily buckets. */
  interval: TimeRangeSchema.default('thirty_day'),
});
export type CollectionHistoryQuery = z.infer<typeof CollectionHistoryQuerySchema>;

/** One bucket of the collection's history (decision 0026); amounts in ether. */
const HistoryBucketSchema = z.object({
  /** ISO time of the bucket's start (UTC hour or day). */
  time: z.string(),
  /** Sum of the sales in the bucket (0 without sales). */
  volume: z.number(),
  sales: z.number().int(),
  /** volume / sales, null without sales. */
  averagePrice: z.number().nullable(),
  /** The cheapest listing valid at the bucket's end (the newest bucket: now), null without one. */
  floorPrice: z.number().nullable(),
});
export type HistoryBucket = z.infer<typeof HistoryBucketSchema>;

const CollectionHistorySchema = z.object({
  interval: TimeRangeSchema,
  symbol: z.string(),
  /** Oldest first; the newest bucket ends now. */
  buckets: z.array(HistoryBucketSchema),
});
export type CollectionHistory = z.infer<typeof CollectionHistorySchema>;
export const CollectionHistoryResponseSchema = z.object({ data: CollectionHistorySchema });
