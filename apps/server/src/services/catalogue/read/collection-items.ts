import type { CollectionItemsPage, CollectionItemsQuery, Traits } from '@guardians/shared';
import { traitKey } from '../../../indexer/store/token-metadata-repository.ts';
import { reactionCountsFor } from '../../reactions/store/reaction-counts.ts';
import { findTokenIdsByTraits } from '../trait-filter.ts';
import { pricesFor } from './asset-prices.ts';
import { loadAssets } from './asset-view.ts';
import { findCollection } from './collection-lookup.ts';
import { findTokenIdsByPrice } from './items-by-price.ts';
import type { ReadContext } from './read-context.ts';
import { queryTraitIndex } from './trait-index/trait-index.ts';

/** One list of trait keys per trait type with at least one value. */
function keysByType(traits: Traits): string[][] {
  return Object.entries(traits)
    .filter(([, values]) => values.length > 0)
    .map(([type, values]) => values.map((value) => traitKey(type, value)));
}

/**
 * A page of a collection's live items in token id order, or by price (listed first, decision 0026): trait filter (values of a type ORed,
 * types ANDed) and search (name or trait value), with total supply, reaction counts and prices
 * on request.
 */
export async function getCollectionItems(
  ctx: ReadContext,
  ref: string,
  query: CollectionItemsQuery,
  traits: Traits = {},
): Promise<CollectionItemsPage> {
  const collection = await findCollection(ctx, ref, query.chainId);
  const key = { chainId: collection.chainId, tokenAddress: collection.tokenAddress };
  const page = { offset: query.offset, limit: query.limit };
  const search = query.search || undefined;
  const byPrice = query.sortBy === 'price_asc' || query.sortBy === 'price_desc';
  // The in-memory index answers filters in token id order while it is current; search, a price
  // order (prices live in listings, not in the index) and a stale index go to SQL.
  const index = search || byPrice ? null : await ctx.traitIndexes.current(key);
  const { tokenIds, total } = index
    ? queryTraitIndex(index, keysByType(traits), page)
    : byPrice
      ? await findTokenIdsByPrice(ctx.db, key, traits, page, {
          search,
          direction: query.sortBy === 'price_desc' ? 'desc' : 'asc',
        })
      : await findTokenIdsByTraits(ctx.db, key, traits, page, { search });
  const loaded = await loadAssets(ctx.db, key, tokenIds, ctx.urls);
  // loadAssets answers in token id order; a price order is the one the query chose.
  const position = new Map(tokenIds.map((id, i) => [id, i]));
  const assets = byPrice
    ? loaded.toSorted((a, b) => (position.get(a.tokenId) ?? 0) - (position.get(b.tokenId) ?? 0))
    : loaded;
  const result: CollectionItemsPage = { assets, total, ...page };
  if (query.withTotalSupply) result.totalSupply = collection.totalSupply;
  if (query.withReactions) result.reactions = await reactionCountsFor(ctx.db, ctx.servedChainId, assets);
  if (query.withPrices) result.prices = await pricesFor(ctx.db, ctx.servedChainId, assets);
  return result;
}
