import type { Asset, Price } from '@guardians/shared';
import { type SQL, sql } from 'drizzle-orm';
import { tokenSearchCondition } from '../trait-filter.ts';
import { pricesFor } from './asset-prices.ts';
import { type AssetRow, toAsset } from './asset-view.ts';
import { findCollection } from './collection-lookup.ts';
import type { ReadContext } from './read-context.ts';

export interface WalletAssetsQuery {
  chainId?: number;
  withPrices?: boolean;
  offset: number;
  limit: number;
  search?: string;
}

type Row = {
  token_id: string;
  token_address: string;
  name: string | null;
  image: string | null;
  animation_url: string | null;
  media_type: AssetRow['mediaType'];
  owner: string | null;
  total: number;
};

const toRow = (r: Row): AssetRow => ({
  tokenId: r.token_id,
  tokenAddress: r.token_address,
  name: r.name,
  image: r.image,
  animationUrl: r.animation_url,
  mediaType: r.media_type,
  owner: r.owner,
});

/**
 * A wallet's live items in one collection, by token id, paged, with the total; search as on the
 * collection page (name or trait value). A known collection where it holds nothing gives an empty
 * page; an unknown collection is a 404.
 */
export async function getWalletAssets(
  ctx: ReadContext,
  account: string,
  tokenAddress: string,
  query: WalletAssetsQuery,
): Promise<{ assets: Asset[]; total: number; prices?: Price[] }> {
  const collection = await findCollection(ctx, tokenAddress, query.chainId);
  // Served by the index tokens_owner (chain_id, owner, token_address, token_id).
  const conditions: SQL[] = [
    sql`t.chain_id = ${collection.chainId}`,
    sql`t.owner = ${account.toLowerCase()}`,
    sql`t.token_address = ${collection.tokenAddress}`,
  ];
  if (query.search) conditions.push(tokenSearchCondition(query.search));
  const where = sql.join(conditions, sql` and `);
  const rows = await ctx.db.execute<Row>(sql`
    select t.token_id::text, t.token_address, t.name, t.image, t.animation_url, t.media_type, t.owner,
           count(*) over ()::int as total
      from tokens t where ${where}
     order by t.token_id limit ${query.limit} offset ${query.offset}`);
  const assets = rows.rows.map((r) => toAsset(toRow(r), ctx.urls));
  const total = rows.rows[0]?.total ?? (query.offset > 0 ? await countHeld(ctx, where) : 0);
  return query.withPrices
    ? { assets, total, prices: await pricesFor(ctx.db, ctx.servedChainId, assets) }
    : { assets, total };
}

async function countHeld(ctx: ReadContext, where: SQL): Promise<number> {
  const rows = await ctx.db.execute<{ n: number }>(
    sql`select count(*)::int as n from tokens t where ${where}`,
  );
  return rows.rows[0]?.n ?? 0;
}
