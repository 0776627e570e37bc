import type { CollectionActivityKind } from '@guardians/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { CollectionKey } from '../../db/queryable.ts';
import { traitKey } from '../../indexer/store/token-metadata-repository.ts';

const ZERO = '0x0000000000000000000000000000000000000000';

export type ActivityFilter = {
  key: CollectionKey;
  kinds: ReadonlySet<CollectionActivityKind>;
  /** trait type -> values (ORed), types ANDed; empty: no trait filter. */
  traits: Record<string, string[]>;
};

/**
 * One source of events: `select` gives the values of ACTIVITY_COLUMNS, `order` is the feed's order
 * restricted to the branch (served by an index), so the branch may stop after the rows a page needs.
 */
export type ActivityBranch = { select: SQL; from: SQL; where: SQL; order: SQL; count: SQL };

/** The columns of every branch, in order (the branches' own names do not matter). */
export const ACTIVITY_COLUMNS = sql.raw(`kind, id, token_id, from_address, to_address, price_wei, at,
  tx_hash, block_number, log_index, step, offer_hash`);

const hasTraits = (filter: ActivityFilter) =>
  Object.values(filter.traits).some((values) => values.length > 0);

/**
 * `with matching`: the collection's tokens carrying the traits (burned ones included: their history
 * stays theirs), each trait type one overlap test on trait_keys (the GIN index), read once per query;
 * empty without a trait filter.
 */
export function matchingTokens({ key, traits }: ActivityFilter): SQL {
  const types = Object.entries(traits).filter(([, values]) => values.length > 0);
  if (types.length === 0) return sql``;
  const overlaps = types.map(([type, values]) => {
    const keys = values.map((value) => traitKey(type, value));
    return sql`t.trait_keys && ${sql.param(keys)}::text[]`;
  });
  return sql`with matching as materialized (select t.token_id from tokens t
    where t.chain_id = ${key.chainId} and t.token_address = ${key.tokenAddress}
      and ${sql.join(overlaps, sql` and `)}) `;
}

/** `${alias}.token_id` among the `matching` tokens; nothing without a trait filter. */
function carriesTraits(alias: string, filter: ActivityFilter): SQL | undefined {
  if (!hasTraits(filter)) return undefined;
  return sql`${sql.raw(alias)}.token_id in (select token_id from matching)`;
}

/**
 * With a trait filter, an offer stays when it is on an item carrying the traits, or a trait offer on
 * one of the selected values; collection offers go (decision 0090).
 */
function offerMatches(filter: ActivityFilter): SQL | undefined {
  const onItem = carriesTraits('o', filter);
  if (!onItem) return undefined;
  const selected = Object.entries(filter.traits).flatMap(([type, values]) =>
    values.map((value) => traitKey(type, value)),
  );
  return sql`((o.kind = 'item' and ${onItem})
    or (o.kind = 'trait' and o.trait_type || chr(31) || o.trait_value = any(${sql.param(selected)}::text[])))`;
}

const and = (conditions: (SQL | undefined)[]) =>
  sql.join(
    conditions.filter((c): c is SQL => c !== undefined),
    sql` and `,
  );

/** Mint, transfer and burn are one table: the wanted ones as a condition on `transfers t`. */
function transferKinds(kinds: ReadonlySet<CollectionActivityKind>): SQL | undefined {
  const wanted = {
    mint: sql`t.from_address = ${ZERO}`,
    burn: sql`(t.to_address = ${ZERO} and t.from_address <> ${ZERO})`,
    transfer: sql`(t.from_address <> ${ZERO} and t.to_address <> ${ZERO})`,
  };
  const chosen = (['mint', 'burn', 'transfer'] as const).filter((kind) => kinds.has(kind));
  if (chosen.length === 3) return undefined;
  return sql`(${sql.join(
    chosen.map((kind) => wanted[kind]),
    sql` or `,
  )})`;
}

/** A sale absorbs the Transfer of its own transaction and token. */
const SOLD = sql`exists (select 1 from sales s where s.chain_id = t.chain_id and s.tx_hash = t.tx_hash
  and s.token_address = t.token_address and s.token_id = t.token_id)`;

/**
 * Mints, transfers and burns. Without a trait filter: the collection's Transfers newest first
 * (transfers_block); counted as all of them (an index-only count) less the sold ones, found from the
 * collection's sales one key lookup each (`offset 0` keeps the lookups: a join would read every
 * Transfer's row). With one: each matching token's own Transfers (transfers_token), so a rare trait
 * reads only its tokens' history.
 */
function transfersBranch(filter: ActivityFilter, top: number): ActivityBranch {
  const { key } = filter;
  const kinds = transferKinds(filter.kinds);
  const select = sql`case when t.from_address = ${ZERO} then 'mint' when t.to_address = ${ZERO} then 'burn'
      else 'transfer' end, t.tx_hash || ':' || t.log_index, t.token_id, t.from_address, t.to_address,
    null::numeric, t.timestamp, t.tx_hash, t.block_number, t.log_index, 1, null::text`;
  const order = sql`t.block_number desc, t.log_index desc`;
  const inCollection = sql`t.chain_id = ${key.chainId} and t.token_address = ${key.tokenAddress}`;
  if (hasTraits(filter)) {
    const ofToken = and([inCollection, sql`t.token_id = m.token_id`, kinds, sql`not ${SOLD}`]);
    return {
      select,
      from: sql`matching m cross join lateral
        (select t.* from transfers t where ${ofToken} order by ${order} limit ${top}) t`,
      where: sql`true`,
      order,
      count: sql`(select count(*) from matching m cross join lateral
        (select 1 from transfers t where ${ofToken} offset 0) x)`,
    };
  }
  const where = and([inCollection, kinds]);
  return {
    select,
    from: sql`transfers t`,
    where: and([where, sql`not ${SOLD}`]),
    order,
    count: sql`(select count(*) from transfers t where ${where})
      - (select count(distinct (x.tx_hash, x.log_index)) from sales s cross join lateral
          (select t.tx_hash, t.log_index from transfers t
            where t.chain_id = s.chain_id and t.tx_hash = s.tx_hash
              and t.token_address = s.token_address and t.token_id = s.token_id
              and ${where} offset 0) x
          where s.chain_id = ${key.chainId} and s.token_address = ${key.tokenAddress})`,
  };
}

/**
 * Something signed off the chain, a listing (`l`) or an offer (`o`), made or cancelled: no receiver,
 * no transaction. Its id is the kind and the digest; an offer's digest is also `offer_hash`, which
 * the page's rows join to the offer. Cancels take the time the row turned cancelled (the indexer
 * keeps no cancellation log).
 */
function signedBranch(
  kind: 'listing' | 'offer' | 'cancel',
  table: 'listings' | 'offers',
  filter: ActivityFilter,
): ActivityBranch {
  const { key } = filter;
  const listing = table === 'listings';
  const a = listing ? 'l' : 'o';
  const at = kind === 'cancel' ? 'updated_at' : 'created_at';
  const columns = `'${kind}'::text, '${kind}:' || ${a}.hash, ${a}.token_id, ${a}.${listing ? 'seller' : 'offerer'},
    null::text, ${a}.${listing ? 'price_wei' : 'amount_wei'}, ${a}.${at}, null::text, null::bigint,
    null::int, ${kind === 'cancel' ? 3 : 2}, ${listing ? 'null::text' : 'o.hash'}`;
  const conditions = and([
    sql`${sql.raw(`${a}.chain_id`)} = ${key.chainId}`,
    sql`${sql.raw(listing ? 'l.token_address' : 'o.collection')} = ${key.tokenAddress}`,
    kind === 'cancel' ? sql.raw(`${a}.status = 'cancelled'`) : undefined,
    listing ? carriesTraits('l', filter) : offerMatches(filter),
  ]);
  return {
    select: sql.raw(columns),
    from: sql.raw(`${table} ${a}`),
    where: conditions,
    order: sql.raw(`${a}.${at} desc, ${a}.hash desc`),
    count: sql`(select count(*) from ${sql.raw(`${table} ${a}`)} where ${conditions})`,
  };
}

/**
 * One branch per source of events the filter keeps, each filtered by chain and collection first:
 * transfers_block, sales_collection_time, listings_collection_created and _cancelled,
 * offers_collection_created and _cancelled. `top`: the rows the page needs from each.
 */
export function activityBranches(filter: ActivityFilter, top: number): ActivityBranch[] {
  const { kinds, key } = filter;
  const out: ActivityBranch[] = [];
  if (kinds.has('mint') || kinds.has('transfer') || kinds.has('burn')) out.push(transfersBranch(filter, top));
  if (kinds.has('sale')) {
    const where = and([
      sql`s.chain_id = ${key.chainId} and s.token_address = ${key.tokenAddress}`,
      carriesTraits('s', filter),
    ]);
    out.push({
      select: sql`'sale'::text, s.tx_hash || ':' || s.log_index, s.token_id, s.seller, s.buyer,
        s.price_wei, s.timestamp, s.tx_hash, s.block_number, s.log_index, 4,
        case when s.source = 'offer' then s.listing_hash end`,
      from: sql`sales s`,
      where,
      order: sql`s.timestamp desc, s.block_number desc, s.log_index desc`,
      count: sql`(select count(*) from sales s where ${where})`,
    });
  }
  if (kinds.has('listing')) out.push(signedBranch('listing', 'listings', filter));
  if (kinds.has('offer')) out.push(signedBranch('offer', 'offers', filter));
  if (kinds.has('cancel')) {
    out.push(signedBranch('cancel', 'listings', filter), signedBranch('cancel', 'offers', filter));
  }
  return out;
}
