import { type CollectionStats, timeRanges } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findCollection } from './collection-lookup.ts';
import type { ReadContext } from './read-context.ts';

/** Distinct wallets holding live (not burned) tokens, per collection of the chain. */
export async function countOwners(
  db: Db,
  chainId: number,
  tokenAddresses: string[],
): Promise<Map<string, number>> {
  if (tokenAddresses.length === 0) return new Map();
  const rows = await db.execute<{ token_address: string; owners: number }>(sql`
    select token_address, count(distinct owner)::int as owners from tokens
     where chain_id = ${chainId} and token_address = any(${sql.param(tokenAddresses)}::text[])
       and owner is not null
     group by token_address`);
  return new Map(rows.rows.map((r) => [r.token_address, r.owners]));
}

/**
 * Collection stats (spec section 3). There is no trading yet, so prices are null and volumes 0;
 * issue 5 (marketplace) replaces the internals, keeping this signature.
 */
export async function getCollectionStats(
  db: Db,
  chainId: number,
  tokenAddresses: string[],
): Promise<Map<string, CollectionStats>> {
  const owners = await countOwners(db, chainId, tokenAddresses);
  return new Map(
    tokenAddresses.map((address) => [
      address,
      {
        total: {
          floor_price: null,
          floor_price_symbol: 'ETH',
          average_price: null,
          market_cap: 0,
          volume: 0,
          num_owners: owners.get(address) ?? 0,
        },
        intervals: timeRanges.map((interval) => ({ interval, volume_change: 0 })),
      },
    ]),
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
