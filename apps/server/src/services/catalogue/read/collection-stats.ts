import { type CollectionStats, type TimeRange, timeRanges } from '@guardians/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatEther } from 'viem';
import type { Db } from '../../../db/client.ts';
import { listings } from '../../../db/schema/index.ts';
import { validListingCondition } from '../../trading/store/listing-repository.ts';
import { findCollection } from './collection-lookup.ts';
import type { ReadContext } from './read-context.ts';

/** Distinct wallets holding live (not burned) tokens, per collection of the chain. */
async function countOwners(db: Db, chainId: number, tokenAddresses: string[]): Promise<Map<string, number>> {
  if (tokenAddresses.length === 0) return new Map();
  const rows = await db.execute<{ token_address: string; owners: number }>(sql`
    select token_address, count(distinct owner)::int as owners from tokens
     where chain_id = ${chainId} and token_address = any(${sql.param(tokenAddresses)}::text[])
       and owner is not null
     group by token_address`);
  return new Map(rows.rows.map((r) => [r.token_address, r.owners]));
}

const INTERVAL_DAYS: Record<TimeRange, number> = { one_day: 1, seven_day: 7, thirty_day: 30 };

const ether = (wei: string | null): number => (wei === null ? 0 : Number(formatEther(BigInt(wei))));

/**
 * Percent change of the later window's volume against the one before (decision 0024): 0 when both
 * are empty, 100 when only the later one has sales.
 */
export function volumeChange(earlier: number, later: number): number {
  if (earlier === 0) return later === 0 ? 0 : 100;
  return ((later - earlier) / earlier) * 100;
}

/** The cheapest valid listing (decision 0024) per collection, in wei. */
async function floorPrices(db: Db, chainId: number, tokenAddresses: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ tokenAddress: listings.tokenAddress, floor: sql<string>`min(${listings.priceWei})::text` })
    .from(listings)
    .where(
      and(
        eq(listings.chainId, chainId),
        inArray(listings.tokenAddress, tokenAddresses),
        validListingCondition(),
      ),
    )
    .groupBy(listings.tokenAddress);
  return new Map(rows.map((r) => [r.tokenAddress, r.floor]));
}

type SalesRow = {
  token_address: string;
  volume: string | null;
  sales: number;
  total_supply: string | null;
  live_tokens: number;
} & Record<string, string | number | null>;

async function salesTotals(
  db: Db,
  chainId: number,
  tokenAddresses: string[],
): Promise<Map<string, SalesRow>> {
  const windows = timeRanges.map((range) => {
    const days = INTERVAL_DAYS[range];
    return sql.raw(`,
      sum(s.price_wei) filter (where s.timestamp > now() - interval '${days} days')::text as "${range}_later",
      sum(s.price_wei) filter (where s.timestamp > now() - interval '${2 * days} days'
                                 and s.timestamp <= now() - interval '${days} days')::text as "${range}_earlier"`);
  });
  const rows = await db.execute<SalesRow>(sql`
    select c.token_address, sum(s.price_wei)::text as volume, count(s.tx_hash)::int as sales,
           c.total_supply::text as total_supply,
           (select count(*)::int from tokens t where t.chain_id = c.chain_id
               and t.token_address = c.token_address and t.owner is not null) as live_tokens
           ${sql.join(windows, sql``)}
      from collections c
      left join sales s on s.chain_id = c.chain_id and s.token_address = c.token_address
     where c.chain_id = ${chainId} and c.token_address = any(${sql.param(tokenAddresses)}::text[])
     group by c.chain_id, c.token_address, c.total_supply`);
  return new Map(rows.rows.map((r) => [r.token_address, r]));
}

/**
 * Collection stats (spec section 3) from listings and indexed sales (decision 0024): floor = the
 * cheapest valid listing, volume = all sales, average = volume / sales, market cap = floor x supply.
 */
export async function getCollectionStats(
  db: Db,
  chainId: number,
  tokenAddresses: string[],
): Promise<Map<string, CollectionStats>> {
  if (tokenAddresses.length === 0) return new Map();
  const [owners, floors, totals] = await Promise.all([
    countOwners(db, chainId, tokenAddresses),
    floorPrices(db, chainId, tokenAddresses),
    salesTotals(db, chainId, tokenAddresses),
  ]);
  return new Map(
    tokenAddresses.map((address) => {
      const floorWei = floors.get(address);
      const floor = floorWei === undefined ? null : ether(floorWei);
      const row = totals.get(address);
      const volume = ether(row?.volume ?? null);
      const count = row?.sales ?? 0;
      const supply = row?.total_supply != null ? Number(row.total_supply) : (row?.live_tokens ?? 0);
      const stats: CollectionStats = {
        total: {
          floor_price: floor,
          floor_price_symbol: 'ETH',
          average_price: count > 0 ? volume / count : null,
          market_cap: floor === null ? 0 : floor * supply,
          volume,
          num_owners: owners.get(address) ?? 0,
        },
        intervals: timeRanges.map((interval) => ({
          interval,
          volume_change: volumeChange(
            ether((row?.[`${interval}_earlier`] as string | null | undefined) ?? null),
            ether((row?.[`${interval}_later`] as string | null | undefined) ?? null),
          ),
        })),
      };
      return [address, stats] as const;
    }),
  );
}

/** Distinct wallets holding live tokens of one collection (by address or slug). */
export async function getUniqueOwners(
  ctx: ReadContext,
  ref: string,
  chainId: number | undefined,
): Promise<number> {
  const collection = await findCollection(ctx, ref, chainId);
  const owners = await countOwners(ctx.db, collection.chainId, [collection.tokenAddress]);
  return owners.get(collection.tokenAddress) ?? 0;
}
