import type { Price } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import type { ReadContext } from './read-context.ts';
import { findLiveToken, type TokenParams } from './token-lookup.ts';

type TokenRef = { tokenId: string; tokenAddress: string };

/**
 * One price per asset. There is no marketplace yet (issue 5), so nothing is listed: price null
 * ('Not for sale'). Async and given the database so issue 5 can read listings without changing callers.
 */
export async function pricesFor(_db: Db, assets: TokenRef[]): Promise<Price[]> {
  return assets.map((a) => ({
    tokenId: a.tokenId,
    tokenAddress: a.tokenAddress,
    price: null,
    symbol: 'ETH',
  }));
}

/** A live token's price (404 for an unknown or burned token). */
export async function getAssetPrice(ctx: ReadContext, params: TokenParams): Promise<Price> {
  const { token } = await findLiveToken(ctx, params);
  const [price] = await pricesFor(ctx.db, [token]);
  if (!price) throw new Error(`no price entry for token ${token.tokenId}`);
  return price;
}
