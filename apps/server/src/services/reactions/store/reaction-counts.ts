import type { ReactionCount } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

type TokenRef = { tokenId: string; tokenAddress: string };

const key = (tokenAddress: string, tokenId: string) => `${tokenAddress.toLowerCase()}:${tokenId}`;

/** One total per asset (every reaction type), in the order asked; one query for a whole grid. */
export async function reactionCountsFor(
  db: Pick<Db, 'execute'>,
  chainId: number,
  assets: readonly TokenRef[],
): Promise<ReactionCount[]> {
  const totals = new Map<string, number>();
  if (assets.length > 0) {
    const rows = await db.execute<{ token_address: string; token_id: string; total: number }>(sql`
      select r.token_address, r.token_id::text as token_id, count(*)::int as total
      from nft_reactions r
      join unnest(${sql.param(assets.map((a) => a.tokenAddress.toLowerCase()))}::text[],
                  ${sql.param(assets.map((a) => a.tokenId))}::numeric[]) as wanted(token_address, token_id)
        on r.token_address = wanted.token_address and r.token_id = wanted.token_id
      where r.chain_id = ${chainId}
      group by r.token_address, r.token_id`);
    for (const row of rows.rows) totals.set(key(row.token_address, row.token_id), row.total);
  }
  return assets.map((a) => ({
    tokenId: a.tokenId,
    tokenAddress: a.tokenAddress,
    totalCount: totals.get(key(a.tokenAddress, a.tokenId)) ?? 0,
  }));
}
