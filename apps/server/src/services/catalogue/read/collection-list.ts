import type { CollectionMetadata } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import { collections } from '../../../db/schema/index.ts';
import { getCollectionStats } from './collection-stats.ts';
import { presentCollections } from './collection-view.ts';
import { type ReadContext, requestedChain } from './read-context.ts';

/**
 * Every collection of the chain with presale, stats, total supply and indexing progress, ranked by
 * market cap (highest first), then name. A site holds few collections: all are ranked, one page shown.
 */
export async function listCollections(
  ctx: ReadContext,
  query: { chainId?: number; offset: number; limit: number },
): Promise<{ items: CollectionMetadata[]; total: number }> {
  const chainId = requestedChain(ctx, query.chainId);
  if (chainId === null) return { items: [], total: 0 };
  const rows = await ctx.db.select().from(collections).where(eq(collections.chainId, chainId));
  const stats = await getCollectionStats(
    ctx.db,
    chainId,
    rows.map((r) => r.tokenAddress),
  );
  const marketCap = (address: string) => stats.get(address)?.total.market_cap ?? 0;
  const ranked = rows.sort(
    (a, b) =>
      marketCap(b.tokenAddress) - marketCap(a.tokenAddress) ||
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
      a.tokenAddress.localeCompare(b.tokenAddress),
  );
  const page = ranked.slice(query.offset, query.offset + query.limit);
  const items = await presentCollections(ctx, page, {
    withPresale: true,
    withStats: true,
    withTotalSupply: true,
    stats,
  });
  return { items, total: rows.length };
}
