import type { ListingRecord } from '@guardians/shared';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { formatEther } from 'viem';
import type { Queryable } from '../../../db/queryable.ts';
import { listings, tokens } from '../../../db/schema/index.ts';

export type ListingRow = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;

export function toListingRecord(row: ListingRow): ListingRecord {
  return {
    hash: row.hash,
    chainId: row.chainId,
    marketplace: row.marketplace,
    seller: row.seller,
    token: row.tokenAddress,
    tokenId: row.tokenId,
    price: row.priceWei,
    priceEther: formatEther(BigInt(row.priceWei)),
    expiry: Math.floor(row.expiry.getTime() / 1000),
    nonce: row.nonce,
    salt: row.salt,
    signature: row.signature,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stores a listing once: a second post of the same digest returns the stored row. */
export async function insertListing(
  db: Queryable,
  listing: NewListing,
): Promise<{ row: ListingRow; inserted: boolean }> {
  const [inserted] = await db.insert(listings).values(listing).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, inserted: true };
  const existing = await findListing(db, listing.hash);
  if (!existing) throw new Error(`listing ${listing.hash} vanished after a conflicting insert`);
  return { row: existing, inserted: false };
}

export async function findListing(db: Queryable, hash: string): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(listings).where(eq(listings.hash, hash)).limit(1);
  return row;
}

/**
 * What "valid on read" means (decision 0024): active, not expired, and its seller still owns the
 * token according to the indexer.
 */
export function validListingCondition() {
  return and(
    eq(listings.status, 'active'),
    gt(listings.expiry, sql`now()`),
    sql`exists (select 1 from ${tokens} where ${tokens.chainId} = ${listings.chainId}
      and ${tokens.tokenAddress} = ${listings.tokenAddress} and ${tokens.tokenId} = ${listings.tokenId}
      and ${tokens.owner} = ${listings.seller})`,
  );
}

/** The token's valid listings on one marketplace, cheapest first. */
export async function validListingsOfToken(
  db: Queryable,
  ref: { chainId: number; marketplace: string; tokenAddress: string; tokenId: string },
  limit = 5,
): Promise<ListingRow[]> {
  return db
    .select()
    .from(listings)
    .where(
      and(
        eq(listings.chainId, ref.chainId),
        eq(listings.marketplace, ref.marketplace),
        eq(listings.tokenAddress, ref.tokenAddress),
        eq(listings.tokenId, ref.tokenId),
        validListingCondition(),
      ),
    )
    .orderBy(asc(listings.priceWei), asc(listings.createdAt))
    .limit(limit);
}
