import { randomBytes } from 'node:crypto';
import type { ListingRecord } from '@guardians/shared';
import type { Db } from '../../src/db/client.ts';
import { type collections, listings, watchlist } from '../../src/db/schema/index.ts';
import { toListingRecord } from '../../src/services/trading/store/listing-repository.ts';
import { randomAddress } from './catalogue-fixtures.ts';

type CollectionRow = typeof collections.$inferSelect;

export const ETH = 10n ** 18n;

/** A random 32-byte hash: a listing's or an offer's digest, a transaction's hash. */
export const randomHash = () => `0x${randomBytes(32).toString('hex')}`;

/**
 * A listing stored as POST /api/listings stores one (no signature check: the price-drop check and
 * the floors read only the row). Valid for a day unless `expiry` says otherwise.
 */
export async function storeListing(
  db: Db,
  collection: CollectionRow,
  fields: { tokenId: number; seller: string; priceWei: bigint; expiry?: Date },
): Promise<ListingRecord> {
  const [row] = await db
    .insert(listings)
    .values({
      hash: randomHash(),
      chainId: collection.chainId,
      marketplace: randomAddress(),
      seller: fields.seller.toLowerCase(),
      tokenAddress: collection.tokenAddress,
      tokenId: String(fields.tokenId),
      priceWei: fields.priceWei.toString(),
      expiry: fields.expiry ?? new Date(Date.now() + 86_400_000),
      nonce: '0',
      salt: BigInt(`0x${randomBytes(8).toString('hex')}`).toString(),
      signature: '0x00',
    })
    .returning();
  if (!row) throw new Error('listing insert returned no row');
  return toListingRecord(row);
}

/** A watch row: an item (`tokenId`), a trait, or else the whole collection. */
export async function storeWatch(
  db: Db,
  collection: CollectionRow,
  fields: {
    account: string;
    tokenId?: number;
    trait?: { type: string; value: string };
    alertPriceWei?: bigint;
  },
) {
  const [row] = await db
    .insert(watchlist)
    .values({
      account: fields.account.toLowerCase(),
      chainId: collection.chainId,
      collection: collection.tokenAddress,
      tokenId: fields.tokenId === undefined ? null : String(fields.tokenId),
      traitType: fields.trait?.type ?? null,
      traitValue: fields.trait?.value ?? null,
      alertPriceWei: fields.alertPriceWei?.toString() ?? null,
    })
    .returning();
  if (!row) throw new Error('watch insert returned no row');
  return row;
}
