import { sql } from 'drizzle-orm';
import { type ReadContext, requestedChain } from './read-context.ts';

export interface WalletContract {
  tokenAddress: string;
  name: string;
  slug: string;
  image: string | null;
  count: number;
}

/** The collections in which a wallet holds live tokens, with how many, by collection name. */
export async function getWalletContracts(
  ctx: ReadContext,
  account: string,
  chainId: number | undefined,
): Promise<WalletContract[]> {
  const chain = requestedChain(ctx, chainId);
  if (chain === null) return [];
  const rows = await ctx.db.execute<{
    token_address: string;
    name: string;
    slug: string;
    image: string | null;
    count: number;
  }>(sql`
    select c.token_address, c.name, c.slug, c.image, held.count
      from (select token_address, count(*)::int as count from tokens
             where chain_id = ${chain} and owner = ${account.toLowerCase()}
             group by token_address) held
      join collections c on c.chain_id = ${chain} and c.token_address = held.token_address
     order by lower(c.name), c.token_address`);
  return rows.rows.map((r) => ({
    tokenAddress: r.token_address,
    name: r.name,
    slug: r.slug,
    image: ctx.urls.url(r.image),
    count: r.count,
  }));
}
