import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../../db/queryable.ts';
import { offers } from '../../../db/schema/index.ts';
import { openCondition } from './offer-queries.ts';

export type NewOffer = typeof offers.$inferInsert;

export type OfferRow = typeof offers.$inferSelect;

/** Stores an offer once: the same digest posted twice (or by two requests at once) is one row. */
export async function insertOffer(db: Queryable, offer: NewOffer): Promise<OfferRow | undefined> {
  const [inserted] = await db.insert(offers).values(offer).onConflictDoNothing().returning();
  return inserted;
}

/**
 * The highest open offer on the same target as `offer` (the same item, the whole collection, or the
 * same trait), whoever made it: the one a new, higher offer outbids.
 */
export async function bestOpenOfferLike(db: Queryable, offer: NewOffer): Promise<OfferRow | undefined> {
  const [best] = await db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.chainId, offer.chainId),
        eq(offers.marketplace, offer.marketplace),
        eq(offers.collection, offer.collection),
        eq(offers.kind, offer.kind),
        offer.tokenId == null ? isNull(offers.tokenId) : eq(offers.tokenId, offer.tokenId),
        offer.traitType == null ? isNull(offers.traitType) : eq(offers.traitType, offer.traitType),
        offer.traitValue == null ? isNull(offers.traitValue) : eq(offers.traitValue, offer.traitValue),
        openCondition,
      ),
    )
    .orderBy(desc(offers.amountWei), offers.createdAt)
    .limit(1);
  return best;
}

export async function offerExists(db: Queryable, hash: string): Promise<boolean> {
  const [row] = await db.select({ hash: offers.hash }).from(offers).where(eq(offers.hash, hash)).limit(1);
  return row !== undefined;
}

/** The token ids under each trait offer's root, by hash (to build its tree and proofs). */
export async function tokenIdsOfOffers(db: Queryable, hashes: string[]): Promise<Map<string, string[]>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .select({ hash: offers.hash, tokenIds: offers.tokenIds })
    .from(offers)
    .where(inArray(offers.hash, hashes));
  return new Map(rows.map((r) => [r.hash, r.tokenIds ?? []]));
}
