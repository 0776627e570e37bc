import { sql } from 'drizzle-orm';
import type { CollectionKey, Queryable } from '../../../db/queryable.ts';

/**
 * The cheapest valid listing (wei) of the collection's live items carrying each trait, by trait key
 * (`type U+001F value`, tokens.trait_keys). Valid as in validListingCondition (decision 0024):
 * active, not expired, the seller owns the item. As items-by-price.ts does, two single-table reads
 * rather than a join left to the planner: the listings first (few next to tokens), then the listed
 * items' owners and traits by primary key.
 */
export async function traitFloors(db: Queryable, key: CollectionKey): Promise<Map<string, bigint>> {
  const candidates = await db.execute<{ token_id: string; price_wei: string; seller: string }>(sql`
    select token_id::text, price_wei::text, seller from listings
     where chain_id = ${key.chainId} and token_address = ${key.tokenAddress}
       and status = 'active' and expiry > now()`);
  if (candidates.rows.length === 0) return new Map();
  const ids = [...new Set(candidates.rows.map((r) => r.token_id))];
  const items = await db.execute<{ token_id: string; owner: string | null; trait_keys: string[] }>(sql`
    select token_id::text, owner, trait_keys from tokens
     where chain_id = ${key.chainId} and token_address = ${key.tokenAddress}
       and token_id = any(${sql.param(ids)}::numeric[])`);
  const itemOf = new Map(items.rows.map((r) => [r.token_id, r]));
  const cheapest = new Map<string, bigint>();
  for (const row of candidates.rows) {
    const item = itemOf.get(row.token_id);
    // Live and still the seller's: a burned item has no owner.
    if (!item || item.owner === null || item.owner !== row.seller) continue;
    const price = BigInt(row.price_wei);
    for (const trait of item.trait_keys) {
      const floor = cheapest.get(trait);
      if (floor === undefined || price < floor) cheapest.set(trait, price);
    }
  }
  return cheapest;
}
