import { and, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/queryable.ts';
import { tokenAttributes, watchlist } from '../../../db/schema/index.ts';
import type { WatchRow } from './watchlist-repository.ts';

/** A new listing, as the price-drop check reads it. */
export interface ListedPrice {
  chainId: number;
  /** The collection's address, lower case. */
  collection: string;
  tokenId: string;
  /** The listed item's traits (type and value). */
  traits: readonly { type: string; value: string }[];
  priceWei: string;
  /** Whoever listed it: their own watches of it are not alerted. */
  seller?: string;
}

/** Not yet told at this price or lower since the alert was set. */
const notToldAtOrBelow = (priceWei: string) =>
  or(isNull(watchlist.lastAlertedPriceWei), sql`${watchlist.lastAlertedPriceWei} > ${priceWei}`);

/**
 * The watches a listing at this price may alert: the item's, the collection's and those of a trait
 * the item carries, with an alert at or above the price and not yet told at it or lower.
 */
export async function alertCandidates(tx: Queryable, listed: ListedPrice): Promise<WatchRow[]> {
  const traitPairs = listed.traits.map((trait) => sql`(${trait.type}, ${trait.value})`);
  return tx
    .select()
    .from(watchlist)
    .where(
      and(
        eq(watchlist.chainId, listed.chainId),
        eq(watchlist.collection, listed.collection),
        gte(watchlist.alertPriceWei, listed.priceWei),
        notToldAtOrBelow(listed.priceWei),
        listed.seller ? ne(watchlist.account, listed.seller.toLowerCase()) : undefined,
        or(
          eq(watchlist.tokenId, listed.tokenId),
          and(isNull(watchlist.tokenId), isNull(watchlist.traitType)),
          traitPairs.length > 0
            ? sql`(${watchlist.traitType}, ${watchlist.traitValue}) in (${sql.join(traitPairs, sql`, `)})`
            : undefined,
        ),
      ),
    );
}

/**
 * Records that these watches are told at this price, and returns the ones this call may tell: the
 * update locks each row and checks again, so two listings at the same moment alert a watch once.
 */
export async function claimAlerts(tx: Queryable, ids: number[], priceWei: string): Promise<WatchRow[]> {
  if (ids.length === 0) return [];
  return tx
    .update(watchlist)
    .set({ lastAlertedPriceWei: priceWei, lastAlertedAt: sql`now()` })
    .where(
      and(inArray(watchlist.id, ids), gte(watchlist.alertPriceWei, priceWei), notToldAtOrBelow(priceWei)),
    )
    .returning();
}

/** The traits an item carries, as the metadata worker stored them. */
export async function traitsOfItem(
  tx: Queryable,
  item: { chainId: number; collection: string; tokenId: string },
): Promise<{ type: string; value: string }[]> {
  return tx
    .select({ type: tokenAttributes.traitType, value: tokenAttributes.value })
    .from(tokenAttributes)
    .where(
      and(
        eq(tokenAttributes.chainId, item.chainId),
        eq(tokenAttributes.tokenAddress, item.collection),
        eq(tokenAttributes.tokenId, item.tokenId),
      ),
    );
}
