import { sql } from 'drizzle-orm';
import { listings } from '../../db/schema/index.ts';
import type { CollectionKey, Queryable } from '../catalogue/queryable.ts';
import { type TraitFilter, tokenFilterCondition } from '../catalogue/trait-filter.ts';
import { validListingCondition } from '../trading/listing-repository.ts';

/**
 * Token ids of a collection's live items matching the trait filter and search, listed items first by
 * their cheapest valid listing (decision 0024: active, not expired, seller still the owner), then the
 * unlisted ones by token id; paged, with the total. Listings are few next to tokens, so the cheapest
 * price per token is grouped once and hash-joined to the filtered tokens (decision 0026).
 */
export async function findTokenIdsByPrice(
  db: Queryable,
  key: CollectionKey,
  filter: TraitFilter,
  page: { limit: number; offset: number },
  options: { search?: string; direction: 'asc' | 'desc' },
): Promise<{ tokenIds: string[]; total: number }> {
  const where = tokenFilterCondition(key, filter, options.search);
  const direction = sql.raw(options.direction === 'asc' ? 'asc' : 'desc');
  const rows = await db.execute<{ token_id: string; total: number }>(sql`
    with priced as (
      select ${listings.tokenId} as token_id, min(${listings.priceWei}) as price from ${listings}
       where ${listings.chainId} = ${key.chainId} and ${listings.tokenAddress} = ${key.tokenAddress}
         and ${validListingCondition()}
       group by ${listings.tokenId}
    )
    select t.token_id::text, count(*) over ()::int as total
      from tokens t left join priced p on p.token_id = t.token_id
     where ${where}
     order by p.price ${direction} nulls last, t.token_id
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
