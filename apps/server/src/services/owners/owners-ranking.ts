import type { OwnerEntry } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { getDefaultCollectionAddress } from '../catalogue/default-collection.ts';

/** Holding a token at one of these is giving it up, not collecting it. */
const BURN_ADDRESSES = [
  '0x0000000000000000000000000000000000000000',
  '0x000000000000000000000000000000000000dead',
];

interface Row extends Record<string, unknown> {
  total: number;
  account: string | null;
  held: number | null;
  username: string | null;
  image: string | null;
  rank: number | null;
}

export interface OwnersContext {
  db: Db;
  chainId: number;
  defaultTokenAddress: string | undefined;
}

/**
 * `/nftlover`: holders of the site's default collection, most tokens first, ties by address (a
 * stable order for paging), with their profile name and avatar. One query: the count of holders
 * and the page, whose ranks are positions in the whole list.
 */
export async function rankOwners(
  ctx: OwnersContext,
  page: { offset: number; limit: number },
): Promise<{ items: OwnerEntry[]; total: number }> {
  const address = await getDefaultCollectionAddress(ctx.db, ctx.chainId, ctx.defaultTokenAddress);
  if (!address) return { items: [], total: 0 };
  const result = await ctx.db.execute<Row>(sql`
    with holders as (
      select owner as account, count(*)::int as held
        from tokens
       where chain_id = ${ctx.chainId} and token_address = ${address.toLowerCase()}
         and owner is not null and owner <> all(${sql.param(BURN_ADDRESSES)}::text[])
       group by owner
    )
    select t.total, p.account, p.held, p.username, p.image, p.rank
      from (select count(*)::int as total from holders) t
      left join lateral (
        select h.account, h.held, u.username, u.image,
               (${page.offset}::int + row_number() over (order by h.held desc, h.account asc))::int as rank
          from (select * from holders order by held desc, account asc
                 offset ${page.offset}::int limit ${page.limit}::int) h
          left join users u on u.account = h.account
      ) p on true
     order by p.rank`);
  const total = result.rows[0]?.total ?? 0;
  const items = result.rows.flatMap((row): OwnerEntry[] =>
    row.account === null || row.rank === null || row.held === null
      ? []
      : [
          {
            rank: row.rank,
            account: row.account as `0x${string}`,
            username: row.username,
            image: row.image,
            held: row.held,
          },
        ],
  );
  return { items, total };
}
