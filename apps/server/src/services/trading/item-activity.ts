import type { ItemActivity, ItemActivityKind } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import { formatEther } from 'viem';
import type { ReadContext } from '../catalogue/read/read-context.ts';
import { findLiveToken, type TokenParams } from '../catalogue/read/token-lookup.ts';

const ZERO = '0x0000000000000000000000000000000000000000';
const ISO = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

type Row = {
  id: string;
  kind: ItemActivityKind;
  from_address: string;
  to_address: string | null;
  price_wei: string | null;
  timestamp: string;
  tx_hash: string | null;
  block_number: string | null;
};

/**
 * A live token's activity, newest first, paged, with the total: its transfers, its sales (which
 * absorb the Transfer of their own transaction) and its listings, made and cancelled.
 */
export async function getItemActivity(
  ctx: ReadContext,
  params: TokenParams,
  page: { offset: number; limit: number },
): Promise<{ items: ItemActivity[]; total: number }> {
  const { token } = await findLiveToken(ctx, params);
  const key = (alias: string) => {
    const a = sql.raw(alias);
    return sql`${a}.chain_id = ${token.chainId} and ${a}.token_address = ${token.tokenAddress}
      and ${a}.token_id = ${token.tokenId}`;
  };
  // Listings live off chain with millisecond times while blocks have whole seconds: times are cut
  // to the second and a tie goes to the later step of a trade (listed, then cancelled or sold).
  const events = sql`
    select case when t.from_address = ${ZERO} then 'mint' when t.to_address = ${ZERO} then 'burn'
                else 'transfer' end as kind, t.tx_hash || ':' || t.log_index as id,
           t.from_address, t.to_address, null::text as price_wei, t.timestamp as at,
           t.tx_hash, t.block_number, t.log_index, 1 as step
      from transfers t
     where ${key('t')}
       and not exists (select 1 from sales s where s.chain_id = t.chain_id and s.tx_hash = t.tx_hash
                          and s.token_address = t.token_address and s.token_id = t.token_id)
    union all
    select 'sale', s.tx_hash || ':' || s.log_index, s.seller, s.buyer, s.price_wei::text,
           s.timestamp, s.tx_hash, s.block_number, s.log_index, 4
      from sales s where ${key('s')}
    union all
    select 'listing', 'listing:' || l.hash, l.seller, null, l.price_wei::text,
           date_trunc('second', l.created_at), null, null, null, 2
      from listings l where ${key('l')}
    union all
    select 'cancel', 'cancel:' || l.hash, l.seller, null, l.price_wei::text,
           date_trunc('second', l.updated_at), null, null, null, 3
      from listings l where ${key('l')} and l.status = 'cancelled'`;
  const [rows, counted] = await Promise.all([
    ctx.db.execute<Row>(sql`
      select kind, id, from_address, to_address, price_wei,
             to_char(at at time zone 'UTC', ${ISO}) as timestamp, tx_hash,
             block_number::text as block_number
        from (${events}) e
       order by e.at desc, e.step desc, e.block_number desc nulls last, e.log_index desc nulls last
       limit ${page.limit} offset ${page.offset}`),
    ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from (${events}) e`),
  ]);
  return {
    items: rows.rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      from: r.from_address,
      to: r.to_address,
      price: r.price_wei === null ? null : formatEther(BigInt(r.price_wei)),
      timestamp: r.timestamp,
      txHash: r.tx_hash,
      blockNumber: r.block_number,
    })),
    total: counted.rows[0]?.n ?? 0,
  };
}
