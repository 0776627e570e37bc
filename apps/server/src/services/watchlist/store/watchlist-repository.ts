import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/queryable.ts';
import { collections, listings, tokens, watchlist } from '../../../db/schema/index.ts';
import { validListingCondition } from '../../trading/store/listing-repository.ts';
import { listedItemHasTrait, type WatchTarget } from './watch-floors.ts';

export type WatchRow = typeof watchlist.$inferSelect;

/** A watch with the names, pictures and current floor the watchlist shows. */
export interface WatchRead extends WatchRow {
  collectionName: string;
  collectionSlug: string;
  collectionImage: string | null;
  itemName: string | null;
  itemImage: string | null;
  floorWei: string | null;
}

/** The row's target, as the unique indexes and the price-drop check name it. */
export function targetOf(row: WatchRow): WatchTarget {
  return {
    chainId: row.chainId,
    collection: row.collection,
    tokenId: row.tokenId,
    trait: row.traitType === null ? null : { type: row.traitType, value: row.traitValue ?? '' },
  };
}

function sameTarget(target: WatchTarget): SQL | undefined {
  return and(
    eq(watchlist.chainId, target.chainId),
    eq(watchlist.collection, target.collection),
    target.tokenId === null ? isNull(watchlist.tokenId) : eq(watchlist.tokenId, target.tokenId),
    target.trait === null ? isNull(watchlist.traitType) : eq(watchlist.traitType, target.trait.type),
    target.trait === null ? undefined : eq(watchlist.traitValue, target.trait.value),
  );
}

/** The cheapest valid listing of each watch's target (one probe per row: at most WATCHLIST_MAX rows). */
const floorOfWatch = sql<string | null>`(select min(${listings.priceWei})::text from ${listings}
  where ${listings.chainId} = ${watchlist.chainId} and ${listings.tokenAddress} = ${watchlist.collection}
    and (${watchlist.tokenId} is null or ${listings.tokenId} = ${watchlist.tokenId})
    and (${watchlist.traitType} is null or ${listedItemHasTrait(watchlist.traitType, watchlist.traitValue)})
    and ${validListingCondition()})`;

/** An account's watches (or those of `ids`), newest first, with names and floors. */
export async function readWatches(db: Queryable, account: string, ids?: number[]): Promise<WatchRead[]> {
  const rows = await db
    .select({
      watch: watchlist,
      collectionName: collections.name,
      collectionSlug: collections.slug,
      collectionImage: collections.image,
      itemName: tokens.name,
      itemImage: tokens.image,
      floorWei: floorOfWatch,
    })
    .from(watchlist)
    .innerJoin(
      collections,
      and(eq(collections.chainId, watchlist.chainId), eq(collections.tokenAddress, watchlist.collection)),
    )
    .leftJoin(
      tokens,
      and(
        eq(tokens.chainId, watchlist.chainId),
        eq(tokens.tokenAddress, watchlist.collection),
        eq(tokens.tokenId, watchlist.tokenId),
      ),
    )
    .where(and(eq(watchlist.account, account), ids ? inArray(watchlist.id, ids) : undefined))
    .orderBy(desc(watchlist.createdAt), desc(watchlist.id));
  return rows.map(({ watch, ...rest }) => ({ ...watch, ...rest }));
}

/** The account's watch of this very target, if it has one. */
export async function findWatchOf(
  db: Queryable,
  account: string,
  target: WatchTarget,
): Promise<WatchRow | undefined> {
  const [row] = await db
    .select()
    .from(watchlist)
    .where(and(eq(watchlist.account, account), sameTarget(target)))
    .limit(1);
  return row;
}

export async function countWatches(db: Queryable, account: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(watchlist).where(eq(watchlist.account, account));
  return row?.n ?? 0;
}

/**
 * Stores a watch once per (account, target): a second one of the same target returns the stored
 * row with `inserted: false` (the partial unique indexes settle two at the same moment).
 */
export async function insertWatch(
  tx: Queryable,
  account: string,
  target: WatchTarget,
  alertPriceWei: string | null,
): Promise<{ row: WatchRow; inserted: boolean }> {
  const [inserted] = await tx
    .insert(watchlist)
    .values({
      account,
      chainId: target.chainId,
      collection: target.collection,
      tokenId: target.tokenId,
      traitType: target.trait?.type ?? null,
      traitValue: target.trait?.value ?? null,
      alertPriceWei,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, inserted: true };
  const existing = await findWatchOf(tx, account, target);
  if (!existing) throw new Error('watch vanished after a conflicting insert');
  return { row: existing, inserted: false };
}

/**
 * Sets (or, with null, removes) the alert price of the account's watch. Saving re-arms it: what was
 * already alerted is forgotten, so a price at or under the new alert tells again (decision 0088).
 */
export async function setAlertPrice(
  tx: Queryable,
  account: string,
  id: number,
  alertPriceWei: string | null,
): Promise<WatchRow | undefined> {
  const [row] = await tx
    .update(watchlist)
    .set({ alertPriceWei, lastAlertedPriceWei: null, lastAlertedAt: null })
    .where(and(eq(watchlist.id, id), eq(watchlist.account, account)))
    .returning();
  return row;
}

export async function deleteWatch(tx: Queryable, account: string, id: number): Promise<WatchRow | undefined> {
  const [row] = await tx
    .delete(watchlist)
    .where(and(eq(watchlist.id, id), eq(watchlist.account, account)))
    .returning();
  return row;
}
