import {
  type CollectionActivity,
  type CollectionActivityKind,
  type CollectionActivityQuery,
  collectionActivityKinds,
  type OfferKindName,
} from '@guardians/shared';
import { sql } from 'drizzle-orm';
import { formatEther } from 'viem';
import { findCollection } from '../catalogue/read/collection-lookup.ts';
import type { ReadContext } from '../catalogue/read/read-context.ts';
import {
  ACTIVITY_COLUMNS,
  type ActivityFilter,
  activityBranches,
  matchingTokens,
} from './collection-activity-branches.ts';

const ISO = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

type Row = {
  id: string;
  kind: CollectionActivityKind;
  token_id: string | null;
  from_address: string;
  to_address: string | null;
  price_wei: string | null;
  timestamp: string;
  tx_hash: string | null;
  block_number: string | null;
  item_name: string | null;
  item_image: string | null;
  offer_kind: OfferKindName | null;
  trait_type: string | null;
  trait_value: string | null;
};

/**
 * The order of the feed, newest first. Listings, offers and cancels have the server's millisecond
 * times while blocks have whole seconds: times are compared to the second first, a tie goes to the
 * later step of a trade (made, then cancelled or sold), then the exact time, the chain position and
 * the id (decision 0090). Within one branch the step is fixed and the second follows the exact time,
 * so each branch's own order is this order restricted to it: every branch may stop after
 * `offset + limit` rows.
 */
const FEED_ORDER = sql.raw(`date_trunc('second', e.at) desc, e.step desc, e.at desc,
  e.block_number desc nulls last, e.log_index desc nulls last, e.id desc`);

/**
 * A collection's activity feed, newest first, paged, with the total: mints, transfers and burns,
 * sales (which absorb the Transfer of their own transaction), listings and offers made, and listings
 * and offers cancelled. Filtered by kind and by trait (decision 0090 says what a trait filter keeps
 * of offers). 404 for an unknown collection.
 */
export async function getCollectionActivity(
  ctx: ReadContext,
  ref: string,
  query: CollectionActivityQuery,
): Promise<{ items: CollectionActivity[]; total: number }> {
  const collection = await findCollection(ctx, ref, query.chainId);
  const key = { chainId: collection.chainId, tokenAddress: collection.tokenAddress };
  const filter: ActivityFilter = {
    key,
    kinds: new Set(query.kind ?? collectionActivityKinds),
    traits: query.trait,
  };
  const branches = activityBranches(filter, query.offset + query.limit);
  const events = sql.join(
    branches.map(
      (b) =>
        sql`(select ${b.select} from ${b.from} where ${b.where} order by ${b.order}
          limit ${query.offset + query.limit})`,
    ),
    sql` union all `,
  );
  const matching = matchingTokens(filter);
  const [rows, counted] = await Promise.all([
    ctx.db.execute<Row>(sql`${matching}
      select e.kind, e.id, e.token_id::text as token_id, e.from_address, e.to_address,
             e.price_wei::text as price_wei, to_char(e.at at time zone 'UTC', ${ISO}) as timestamp,
             e.tx_hash, e.block_number::text as block_number, tk.name as item_name,
             tk.image as item_image, o.kind as offer_kind, o.trait_type, o.trait_value
        from (select * from (${events}) as e(${ACTIVITY_COLUMNS}) order by ${FEED_ORDER}
               limit ${query.limit} offset ${query.offset}) e
        left join tokens tk on tk.chain_id = ${key.chainId} and tk.token_address = ${key.tokenAddress}
             and tk.token_id = e.token_id
        left join offers o on o.hash = e.offer_hash
       order by ${FEED_ORDER}`),
    ctx.db.execute<{ n: number }>(sql`${matching}
      select (${sql.join(
        branches.map((b) => b.count),
        sql` + `,
      )})::int as n`),
  ]);
  return {
    items: rows.rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      tokenId: r.token_id,
      itemName: r.item_name,
      thumbnail: ctx.urls.thumbnail(ctx.urls.url(r.item_image)),
      from: r.from_address,
      to: r.to_address,
      price: r.price_wei === null ? null : formatEther(BigInt(r.price_wei)),
      timestamp: r.timestamp,
      txHash: r.tx_hash,
      blockNumber: r.block_number,
      offerKind: r.offer_kind,
      trait:
        r.offer_kind === 'trait' && r.trait_type !== null
          ? { type: r.trait_type, value: r.trait_value ?? '' }
          : null,
    })),
    total: counted.rows[0]?.n ?? 0,
  };
}
