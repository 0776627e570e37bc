import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/queryable.ts';
import { listings, tokenAttributes } from '../../../db/schema/index.ts';
import { validListingCondition } from '../../trading/store/listing-repository.ts';

/** What a watch follows: a collection, one of its items, or the items of a collection with a trait. */
export interface WatchTarget {
  chainId: number;
  collection: string;
  tokenId: string | null;
  trait: { type: string; value: string } | null;
}

/**
 * The listed item carries the trait (a probe of token_attributes' primary key); type and value are
 * values or columns (a watch's own, in the watchlist's floor column).
 */
export function listedItemHasTrait(type: string | SQLWrapper, value: string | SQLWrapper): SQL {
  return sql`exists (select 1 from ${tokenAttributes}
    where ${tokenAttributes.chainId} = ${listings.chainId}
      and ${tokenAttributes.tokenAddress} = ${listings.tokenAddress}
      and ${tokenAttributes.tokenId} = ${listings.tokenId}
      and ${tokenAttributes.traitType} = ${type} and ${tokenAttributes.value} = ${value})`;
}

/**
 * The cheapest valid listing (decision 0024: active, not expired, its seller still holds the item)
 * of what a watch follows, in wei; null when nothing of it is listed.
 */
export async function listingFloor(tx: Queryable, target: WatchTarget): Promise<string | null> {
  const [row] = await tx
    .select({ floor: sql<string | null>`min(${listings.priceWei})::text` })
    .from(listings)
    .where(
      and(
        eq(listings.chainId, target.chainId),
        eq(listings.tokenAddress, target.collection),
        target.tokenId === null ? undefined : eq(listings.tokenId, target.tokenId),
        target.trait === null ? undefined : listedItemHasTrait(target.trait.type, target.trait.value),
        validListingCondition(),
      ),
    );
  return row?.floor ?? null;
}
