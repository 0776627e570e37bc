import { sql } from 'drizzle-orm';
import type { CollectionKey, Queryable } from '../../../db/queryable.ts';
import { type TraitFilter, tokenFilterCondition } from '../trait-filter.ts';

/**
 * The collection's listed token ids, cheapest valid listing first (or last for `desc`), ties by id.
 * Valid as in validListingCondition (decision 0024): active, not expired, the seller owns the token.
 * The ownership test is done here on two single-table reads rather than as its `exists`: on tables
 * not yet analysed (a freshly seeded chain) PostgreSQL probed the collection's tokens by the wrong
 * index once per listing (600 listings, 1,200 tokens: 1.4 s; this way: a few ms, whatever the
 * statistics).
 */
async function listedTokensByPrice(
  db: Queryable,
  key: CollectionKey,
  direction: 'asc' | 'desc',
): Promise<string[]> {
  const candidates = await db.execute<{ token_id: string; price_wei: string; seller: string }>(sql`
    select token_id::text, price_wei::text, seller from listings
     where chain_id = ${key.chainId} and token_address = ${key.tokenAddress}
       and status = 'active' and expiry > now()`);
  if (candidates.rows.length === 0) return [];
  const ids = [...new Set(candidates.rows.map((r) => r.token_id))];
  const owners = await db.execute<{ token_id: string; owner: string | null }>(sql`
    select token_id::text, owner from tokens
     where chain_id = ${key.chainId} and token_address = ${key.tokenAddress}
       and token_id = any(${sql.param(ids)}::numeric[])`);
  const ownerOf = new Map(owners.rows.map((r) => [r.token_id, r.owner]));
  const cheapest = new Map<string, bigint>();
  for (const row of candidates.rows) {
    if (ownerOf.get(row.token_id) !== row.seller) continue;
    const price = BigInt(row.price_wei);
    const best = cheapest.get(row.token_id);
    if (best === undefined || price < best) cheapest.set(row.token_id, price);
  }
  const sign = direction === 'asc' ? 1 : -1;
  return [...cheapest.entries()]
    .sort(([idA, a], [idB, b]) => {
      if (a !== b) return a < b ? -sign : sign;
      return BigInt(idA) < BigInt(idB) ? -1 : 1;
    })
    .map(([id]) => id);
}

/**
 * Token ids of a collection's live items matching the trait filter and search, listed items first by
 * their cheapest valid listing, then the unlisted ones by token id; paged, with the total (decision
 * 0026). The listed order is computed first (listings are few next to tokens) and read per token
 * from a jsonb object: no join between tokens and listings is left to the planner.
 */
export async function findTokenIdsByPrice(
  db: Queryable,
  key: CollectionKey,
  filter: TraitFilter,
  page: { limit: number; offset: number },
  options: { search?: string; direction: 'asc' | 'desc' },
): Promise<{ tokenIds: string[]; total: number }> {
  const listed = await listedTokensByPrice(db, key, options.direction);
  const rank = JSON.stringify(Object.fromEntries(listed.map((id, i) => [id, i])));
  const where = tokenFilterCondition(key, filter, options.search);
  const rows = await db.execute<{ token_id: string; total: number }>(sql`
    select t.token_id::text, count(*) over ()::int as total from tokens t
     where ${where}
     order by (${rank}::jsonb ->> t.token_id::text)::int nulls last, t.token_id
     limit ${page.limit} offset ${page.offset}`);
  let total = rows.rows[0]?.total;
  if (total === undefined) {
    const count = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from tokens t where ${where}`,
    );
    total = count.rows[0]?.n ?? 0;
  }
  return { tokenIds: rows.rows.map((r) => r.token_id), total };
}
