import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { CollectionKey } from '../../../db/queryable.ts';
import { findCollection } from './collection-lookup.ts';
import type { ReadContext } from './read-context.ts';
import { traitCounts } from './trait-index/trait-index.ts';

export interface TraitSummary {
  /** trait type -> values, most common first (then by value). */
  traits: Record<string, string[]>;
  /** trait type -> value -> live tokens carrying it. */
  counts: Record<string, Record<string, number>>;
}

/** Every trait type and value of a collection's live tokens, with how many carry each. */
async function getTraitSummary(db: Db, key: CollectionKey): Promise<TraitSummary> {
  // From tokens.trait_keys (`type U+001F value`), the copy of token_attributes kept in the same
  // transaction: one pass over the collection's tokens, about half the time of joining the two tables.
  const rows = await db.execute<{ trait_type: string; value: string; n: number }>(sql`
    select split_part(k, chr(31), 1) as trait_type, split_part(k, chr(31), 2) as value, count(*)::int as n
      from tokens t, unnest(t.trait_keys) as k
     where t.chain_id = ${key.chainId} and t.token_address = ${key.tokenAddress} and t.owner is not null
     group by k
     order by split_part(k, chr(31), 1) collate "C", n desc, split_part(k, chr(31), 2) collate "C"`);
  // Maps, then own properties: a trait type named '__proto__' (metadata is anyone's) stays a trait.
  const byType = new Map<string, [string, number][]>();
  for (const row of rows.rows) {
    const values = byType.get(row.trait_type) ?? [];
    values.push([row.value, row.n]);
    byType.set(row.trait_type, values);
  }
  const types = [...byType];
  return {
    traits: Object.fromEntries(types.map(([type, values]) => [type, values.map(([value]) => value)])),
    counts: Object.fromEntries(types.map(([type, values]) => [type, Object.fromEntries(values)])),
  };
}

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The same summary from the in-memory index's posting list lengths, in the same order. */
function summaryFromCounts(counts: Map<string, Map<string, number>>): TraitSummary {
  const types = [...counts]
    .map(([type, values]) => [type, [...values].sort((a, b) => b[1] - a[1] || byCode(a[0], b[0]))] as const)
    .sort((a, b) => byCode(a[0], b[0]));
  return {
    traits: Object.fromEntries(types.map(([type, values]) => [type, values.map(([value]) => value)])),
    counts: Object.fromEntries(types.map(([type, values]) => [type, Object.fromEntries(values)])),
  };
}

/** The trait summary of a collection by address or slug (404 when unknown on the chain). */
export async function getUniqueAttributes(
  ctx: ReadContext,
  ref: string,
  chainId: number | undefined,
): Promise<TraitSummary> {
  const collection = await findCollection(ctx, ref, chainId);
  const index = await ctx.traitIndexes.current(collection);
  return index ? summaryFromCounts(traitCounts(index)) : getTraitSummary(ctx.db, collection);
}
