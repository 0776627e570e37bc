import type { CollectionMetadata, CollectionStats } from '@guardians/shared';
import { getDefaultCollectionAddress } from '../default-collection.ts';
import { getIndexing } from './collection-indexing.ts';
import { type CollectionRow, findCollection } from './collection-lookup.ts';
import { getCollectionStats } from './collection-stats.ts';
import type { ReadContext } from './read-context.ts';

export interface CollectionViewOptions {
  withPresale?: boolean;
  withStats?: boolean;
  withTotalSupply?: boolean;
  /** Stats already computed (the list ranks by them first). */
  stats?: Map<string, CollectionStats>;
}

/** Collection metadata (spec section 3) for rows of the served chain, in the order given. */
export async function presentCollections(
  ctx: ReadContext,
  rows: CollectionRow[],
  options: CollectionViewOptions = {},
): Promise<CollectionMetadata[]> {
  const [first] = rows;
  if (!first) return [];
  const chainId = first.chainId;
  const addresses = rows.map((r) => r.tokenAddress);
  const configuredDefault = chainId === ctx.servedChainId ? ctx.defaultTokenAddress : undefined;
  const [indexing, defaultAddress, stats] = await Promise.all([
    getIndexing(ctx.db, rows),
    getDefaultCollectionAddress(ctx.db, chainId, configuredDefault),
    options.withStats && !options.stats ? getCollectionStats(ctx.db, chainId, addresses) : options.stats,
  ]);
  return rows.map((row) => {
    const view: CollectionMetadata = {
      name: row.name,
      symbol: row.symbol,
      description: row.description,
      image: ctx.urls.url(row.image),
      bannerImage: ctx.urls.url(row.bannerImage),
      slug: row.slug,
      tokenAddress: row.tokenAddress,
      chainId: row.chainId,
      chain: ctx.chain,
      contractDeployer: row.contractDeployer,
      indexing: indexing.get(row.tokenAddress) ?? {
        status: row.indexingStatus,
        tokensIndexed: 0,
        totalSupply: row.totalSupply,
        indexedBlock: null,
        headBlock: null,
        error: row.indexingError,
      },
      isDefault: row.tokenAddress === defaultAddress,
    };
    if (options.withTotalSupply) view.totalSupply = row.totalSupply;
    if (options.withPresale) view.presale = { presaleURL: row.presaleUrl };
    const rowStats = options.withStats ? stats?.get(row.tokenAddress) : undefined;
    if (rowStats) view.stats = rowStats;
    return view;
  });
}

/** One collection's metadata by address or slug (404 when unknown on the chain). */
export async function getCollectionMetadata(
  ctx: ReadContext,
  ref: string,
  query: CollectionViewOptions & { chainId?: number },
): Promise<CollectionMetadata> {
  const collection = await findCollection(ctx, ref, query.chainId);
  const [view] = await presentCollections(ctx, [collection], query);
  if (!view) throw new Error(`no view of collection ${collection.tokenAddress}`);
  return view;
}
