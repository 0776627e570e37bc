import type { Price } from '@guardians/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { formatEther } from 'viem';
import type { Db } from '../../../db/client.ts';
import { listings, sales } from '../../../db/schema/index.ts';
import { validListingCondition } from '../../trading/store/listing-repository.ts';
import type { ReadContext } from './read-context.ts';
import { findLiveToken, type TokenParams } from './token-lookup.ts';

type TokenRef = { tokenId: string; tokenAddress: string };

const key = (tokenAddress: string, tokenId: string) => `${tokenAddress.toLowerCase()}:${tokenId}`;

/** The page's tokens as a set-returning pair of arrays, for `(token_address, token_id) in (...)`. */
function pageTokens(assets: TokenRef[]) {
  return sql`(select * from unnest(${sql.param(assets.map((a) => a.tokenAddress.toLowerCase()))}::text[], ${sql.param(
    assets.map((a) => a.tokenId),
  )}::numeric[]))`;
}

/**
 * One price per asset: the cheapest valid listing (active, not expired, seller still the owner;
 * decision 0024) in decimal ether, or null ('Not for sale'), and the latest sale's price. Two
 * queries for the whole page.
 */
export async function pricesFor(db: Db, chainId: number, assets: TokenRef[]): Promise<Price[]> {
  const cheapest = new Map<string, string>();
  const latestSale = new Map<string, string>();
  if (assets.length > 0) {
    const sold = await db
      .selectDistinctOn([sales.tokenAddress, sales.tokenId], {
        tokenAddress: sales.tokenAddress,
        tokenId: sales.tokenId,
        priceWei: sales.priceWei,
      })
      .from(sales)
      .where(
        and(
          eq(sales.chainId, chainId),
          sql`(${sales.tokenAddress}, ${sales.tokenId}) in ${pageTokens(assets)}`,
        ),
      )
      .orderBy(sales.tokenAddress, sales.tokenId, desc(sales.blockNumber), desc(sales.logIndex));
    for (const row of sold) latestSale.set(key(row.tokenAddress, row.tokenId), row.priceWei);
    const rows = await db
      .selectDistinctOn([listings.tokenAddress, listings.tokenId], {
        tokenAddress: listings.tokenAddress,
        tokenId: listings.tokenId,
        priceWei: listings.priceWei,
      })
      .from(listings)
      .where(
        and(
          eq(listings.chainId, chainId),
          sql`(${listings.tokenAddress}, ${listings.tokenId}) in ${pageTokens(assets)}`,
          validListingCondition(),
        ),
      )
      .orderBy(listings.tokenAddress, listings.tokenId, asc(listings.priceWei));
    for (const row of rows) cheapest.set(key(row.tokenAddress, row.tokenId), row.priceWei);
  }
  return assets.map((a) => {
    const wei = cheapest.get(key(a.tokenAddress, a.tokenId));
    const sale = latestSale.get(key(a.tokenAddress, a.tokenId));
    return {
      tokenId: a.tokenId,
      tokenAddress: a.tokenAddress,
      price: wei === undefined ? null : formatEther(BigInt(wei)),
      symbol: 'ETH',
      lastSale: sale === undefined ? null : formatEther(BigInt(sale)),
    };
  });
}

/** A live token's price (404 for an unknown or burned token). */
export async function getAssetPrice(ctx: ReadContext, params: TokenParams): Promise<Price> {
  const { token } = await findLiveToken(ctx, params);
  const [price] = await pricesFor(ctx.db, token.chainId, [token]);
  if (!price) throw new Error(`no price entry for token ${token.tokenId}`);
  return price;
}
