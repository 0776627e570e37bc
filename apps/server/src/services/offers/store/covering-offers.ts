import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/queryable.ts';
import { offers } from '../../../db/schema/index.ts';
import { fundedExpression, openCondition, type Spendable } from './offer-queries.ts';

/** An item by its collection (lower case) and token id. */
export type TokenRef = { tokenAddress: string; tokenId: string };

/** The items as a relation `p(token_address, token_id)`. */
function itemsRelation(items: readonly TokenRef[]): SQL {
  const addresses = sql.param(items.map((i) => i.tokenAddress.toLowerCase()));
  const ids = sql.param(items.map((i) => i.tokenId));
  return sql`unnest(${addresses}::text[], ${ids}::numeric[]) as p(token_address, token_id)`;
}

/**
 * The offer is one a holder of item `p` could accept: on the item, on its collection, or a trait
 * offer whose stored token ids include it (the ids under the signed root, not the trait as the item
 * carries it today: only those can be proven to the contract, decision 0087).
 */
const coversItem = sql`${offers.collection} = p.token_address and (${offers.kind} = 'collection'
  or (${offers.kind} = 'item' and ${offers.tokenId} = p.token_id)
  or (${offers.kind} = 'trait' and p.token_id = any(${offers.tokenIds})))`;

/** The marketplace's offers that cover at least one of the items: whose offerers' funds to read. */
export function coveringAny(chainId: number, marketplace: string, items: readonly TokenRef[]): SQL {
  const collections = [...new Set(items.map((i) => i.tokenAddress.toLowerCase()))];
  return and(
    eq(offers.chainId, chainId),
    eq(offers.marketplace, marketplace),
    inArray(offers.collection, collections),
    sql`exists (select 1 from ${itemsRelation(items)} where ${coversItem})`,
  ) as SQL;
}

/**
 * Per live item, the highest amount (wei) among the open offers covering it whose offerer can pay
 * now and is not its owner, keyed `collection:tokenId`; items with none are left out. One query.
 */
export async function bestFundedAmounts(
  db: Queryable,
  target: { chainId: number; marketplace: string },
  items: readonly TokenRef[],
  spendable: Spendable,
): Promise<Map<string, string>> {
  const funded = fundedExpression(spendable);
  const rows = await db.execute<{ token_address: string; token_id: string; amount: string }>(sql`
    select p.token_address, p.token_id::text as token_id, max(${offers.amountWei})::text as amount
      from ${itemsRelation(items)}
      join tokens t on t.chain_id = ${target.chainId} and t.token_address = p.token_address
                   and t.token_id = p.token_id and t.owner is not null
      join ${offers} on ${offers.chainId} = ${target.chainId} and ${offers.marketplace} = ${target.marketplace}
                    and ${coversItem} and ${openCondition} and ${offers.offerer} <> t.owner
                    ${funded ? sql`and ${funded}` : sql``}
     group by p.token_address, p.token_id`);
  return new Map(rows.rows.map((r) => [`${r.token_address}:${r.token_id}`, r.amount]));
}

/**
 * The highest amount (wei) among the open offers matching `where` (collection and trait offers of
 * one collection) whose offerer can pay now, per trait: trait type and value null for the
 * collection offers. One query.
 */
export async function topFundedByTrait(
  db: Queryable,
  where: SQL,
  spendable: Spendable,
): Promise<{ traitType: string | null; traitValue: string | null; amount: string }[]> {
  return db
    .select({
      traitType: offers.traitType,
      traitValue: offers.traitValue,
      amount: sql<string>`max(${offers.amountWei})::text`,
    })
    .from(offers)
    .where(and(where, openCondition, fundedExpression(spendable) ?? undefined))
    .groupBy(offers.traitType, offers.traitValue);
}
