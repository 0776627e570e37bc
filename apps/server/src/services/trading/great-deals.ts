import { GREAT_DEAL_MAX_SHARE, type GreatDeal } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import { formatEther } from 'viem';
import { type AssetRow, toAsset } from '../catalogue/read/asset-view.ts';
import { type ReadContext, requestedChain } from '../catalogue/read/read-context.ts';

type DealRow = {
  token_address: string;
  token_id: string;
  price_wei: string;
  trait_type: string;
  value: string;
  trait_floor: string;
  name: string | null;
  image: string | null;
  animation_url: string | null;
  media_type: AssetRow['mediaType'];
  owner: string | null;
  total: number;
};

// (price / floor <= 0.8) as integers: price * 10 <= floor * 8.
const SHARE_TENTHS = Math.round(GREAT_DEAL_MAX_SHARE * 10);

/**
 * Great deals (decision 0024): valid listings priced at most 80 % of the floor of the item's rarest
 * trait value, i.e. of the cheapest valid listing of another item of the collection with that value.
 * Best deals (lowest price / floor) first.
 */
export async function listGreatDeals(
  ctx: ReadContext,
  query: { chainId?: number; offset: number; limit: number },
): Promise<{ items: GreatDeal[]; total: number }> {
  const chainId = requestedChain(ctx, query.chainId);
  if (chainId === null) return { items: [], total: 0 };
  const deals = sql`
    with listed as (
      select distinct on (l.token_address, l.token_id) l.token_address, l.token_id, l.price_wei
        from listings l
        join tokens t on t.chain_id = l.chain_id and t.token_address = l.token_address
                     and t.token_id = l.token_id and t.owner = l.seller
       where l.chain_id = ${chainId} and l.status = 'active' and l.expiry > now()
       order by l.token_address, l.token_id, l.price_wei
    ), rarest as (
      select distinct on (x.token_address, x.token_id) x.token_address, x.token_id, x.price_wei,
             a.trait_type, a.value
        from listed x
        join token_attributes a on a.chain_id = ${chainId} and a.token_address = x.token_address
                               and a.token_id = x.token_id
       order by x.token_address, x.token_id,
                (select count(*) from token_attributes c
                   join tokens ct on ct.chain_id = c.chain_id and ct.token_address = c.token_address
                                 and ct.token_id = c.token_id and ct.owner is not null
                  where c.chain_id = ${chainId} and c.token_address = a.token_address
                    and c.trait_type = a.trait_type and c.value = a.value),
                a.trait_type, a.value
    ), deals as (
      select r.*, (select min(o.price_wei) from listed o
                     join token_attributes b on b.chain_id = ${chainId} and b.token_address = o.token_address
                                            and b.token_id = o.token_id
                    where o.token_address = r.token_address and o.token_id <> r.token_id
                      and b.trait_type = r.trait_type and b.value = r.value) as trait_floor
        from rarest r
    )
  `;
  const matches = sql`from deals d
      join tokens t on t.chain_id = ${chainId} and t.token_address = d.token_address and t.token_id = d.token_id
     where d.trait_floor is not null and d.price_wei * 10 <= d.trait_floor * ${SHARE_TENTHS}`;
  const rows = await ctx.db.execute<DealRow>(sql`${deals}
    select d.token_address, d.token_id, d.price_wei::text, d.trait_type, d.value, d.trait_floor::text,
           t.name, t.image, t.animation_url, t.media_type, t.owner, count(*) over ()::int as total
      ${matches}
     order by d.price_wei / d.trait_floor, d.token_address, d.token_id
     limit ${query.limit} offset ${query.offset}`);
  // A page past the end has no row to carry the window count: count separately then.
  const total =
    rows.rows[0]?.total ??
    (query.offset === 0
      ? 0
      : ((await ctx.db.execute<{ total: number }>(sql`${deals} select count(*)::int as total ${matches}`))
          .rows[0]?.total ?? 0));
  const items = rows.rows.map((row) => {
    const price = BigInt(row.price_wei);
    const floor = BigInt(row.trait_floor);
    return {
      asset: toAsset(
        {
          tokenId: row.token_id,
          tokenAddress: row.token_address,
          name: row.name,
          image: row.image,
          animationUrl: row.animation_url,
          mediaType: row.media_type,
          owner: row.owner,
        },
        ctx.urls,
      ),
      price: formatEther(price),
      symbol: 'ETH',
      traitType: row.trait_type,
      traitValue: row.value,
      traitFloor: formatEther(floor),
      discount: Math.round(Number(((floor - price) * 10_000n) / floor)) / 100,
    };
  });
  return { items, total };
}
