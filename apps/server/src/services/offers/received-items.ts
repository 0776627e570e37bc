import { type EligibleItem, OFFER_ELIGIBLE_MAX } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import type { ListedOffer } from './store/offer-queries.ts';
import { tokenIdsOfOffers } from './store/offer-repository.ts';
import { hasStoredOfferTree, storedOfferTree } from './trait-trees.ts';

/**
 * For each offer the account received, the items of its own the offer would buy: the item of an item
 * offer, its items of the collection for a collection offer, those among a trait offer's ids (with
 * each one's Merkle proof). At most OFFER_ELIGIBLE_MAX per offer, lowest token ids first, so a holder
 * of thousands of items does not make the answer huge. One query for the whole page.
 */
export async function eligibleItems(
  db: Queryable,
  account: string,
  rows: readonly ListedOffer[],
): Promise<Map<string, EligibleItem[]>> {
  const found = new Map<string, EligibleItem[]>(rows.map((row) => [row.hash, []]));
  if (rows.length === 0) return found;
  const held = await db.execute<{ hash: string; token_id: string }>(sql`
    select hash, token_id from (
      select o.hash, t.token_id::text as token_id,
             row_number() over (partition by o.hash order by t.token_id) as n
        from offers o
        join tokens t on t.chain_id = o.chain_id and t.token_address = o.collection and t.owner = ${account}
       where o.hash = any(${sql.param(rows.map((row) => row.hash))}::text[])
         and (o.kind = 'collection'
              or (o.kind = 'item' and t.token_id = o.token_id)
              or (o.kind = 'trait' and t.token_id = any(o.token_ids)))) e
     where n <= ${OFFER_ELIGIBLE_MAX}
     order by hash, n`);

  const traitHashes = new Set(rows.filter((row) => row.kind === 'trait').map((row) => row.hash));
  const ids = await tokenIdsOfOffers(
    db,
    [...traitHashes].filter((hash) => !hasStoredOfferTree(hash)),
  );
  for (const { hash, token_id: tokenId } of held.rows) {
    const proof = traitHashes.has(hash)
      ? (storedOfferTree(hash, ids.get(hash) ?? []).proofFor(BigInt(tokenId)) ?? [])
      : [];
    found.get(hash)?.push({ tokenId, proof });
  }
  return found;
}
