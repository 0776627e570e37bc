import type { CollectionHistory, CollectionHistoryQuery, HistoryBucket, TimeRange } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import { formatEther } from 'viem';
import { findCollection } from './collection-lookup.ts';
import type { ReadContext } from './read-context.ts';

/** Buckets per interval: 24 hours for one_day, days otherwise (decision 0026). */
const BUCKETS: Record<TimeRange, { unit: 'hour' | 'day'; count: number }> = {
  one_day: { unit: 'hour', count: 24 },
  seven_day: { unit: 'day', count: 7 },
  thirty_day: { unit: 'day', count: 30 },
};

type BucketRow = {
  epoch: number;
  volume: string | null;
  sales: number;
  floor: string | null;
} & Record<string, unknown>;

const ether = (wei: string): number => Number(formatEther(BigInt(wei)));

/**
 * A collection's sales and floor over the interval ending now, in UTC hours or days (decision 0026).
 * Volume and sales count the sales whose block time falls in the bucket. The floor is the cheapest
 * listing that was valid at the bucket's end: created by then, not expired then, and not yet filled
 * or cancelled then (still active, or changed after the end). Owner changes are not replayed, so a
 * past floor can include a listing whose seller had already given the token away; the newest bucket
 * (ending now) also requires the seller to own the token, as the banner's floor does.
 */
export async function getCollectionHistory(
  ctx: ReadContext,
  ref: string,
  query: CollectionHistoryQuery,
): Promise<CollectionHistory> {
  const collection = await findCollection(ctx, ref, query.chainId);
  const { unit, count } = BUCKETS[query.interval];
  const step = sql.raw(`interval '1 ${unit}'`);
  const newest = sql.raw(`date_trunc('${unit}', now(), 'UTC')`);
  const chainId = collection.chainId;
  const token = collection.tokenAddress;
  // Sales are counted up to the bucket's full length (not just until now): a block time a moment
  // ahead of the database clock still lands in the newest bucket.
  const rows = await ctx.db.execute<BucketRow>(sql`
    with buckets as (
      select b as start, b + ${step} as next, least(b + ${step}, now()) as bucket_end
        from generate_series(${newest} - ${sql.raw(String(count - 1))} * ${step}, ${newest}, ${step}) as b
    )
    select extract(epoch from b.start)::float8 as epoch, v.volume, v.sales, f.floor
      from buckets b
      cross join lateral (
        select sum(s.price_wei)::text as volume, count(*)::int as sales from sales s
         where s.chain_id = ${chainId} and s.token_address = ${token}
           and s.timestamp >= b.start and s.timestamp < b.next
      ) v
      cross join lateral (
        select min(l.price_wei)::text as floor from listings l
         where l.chain_id = ${chainId} and l.token_address = ${token}
           and l.created_at <= b.bucket_end and l.expiry > b.bucket_end
           and (l.status = 'active' or l.updated_at > b.bucket_end)
           and (b.bucket_end < now() or exists (select 1 from tokens t where t.chain_id = l.chain_id
                and t.token_address = l.token_address and t.token_id = l.token_id and t.owner = l.seller))
      ) f
     order by b.start`);
  const buckets = rows.rows.map((row): HistoryBucket => {
    const volume = row.volume === null ? 0 : ether(row.volume);
    return {
      time: new Date(row.epoch * 1000).toISOString(),
      volume,
      sales: row.sales,
      averagePrice: row.sales > 0 ? volume / row.sales : null,
      floorPrice: row.floor === null ? null : ether(row.floor),
    };
  });
  return { interval: query.interval, symbol: 'ETH', buckets };
}
