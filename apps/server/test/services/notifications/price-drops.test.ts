import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client.ts';
import { notifications } from '../../../src/db/schema/index.ts';
import {
  alertWatchersOfListing,
  type ListingPriceFact,
  notifyPriceDrops,
} from '../../../src/services/notifications/price-drops.ts';
import { setAlertPrice } from '../../../src/services/watchlist/store/watchlist-repository.ts';
import { createGuardianGrid, randomAddress } from '../../helpers/catalogue-fixtures.ts';
import { createTestDatabase } from '../../helpers/test-database.ts';
import { ETH, storeListing, storeWatch } from '../../helpers/watch-fixtures.ts';

// A fresh database per test: each arranges its own listings, so floors never leak between them.
let db: Db;
let grid: Awaited<ReturnType<typeof createGuardianGrid>>;

beforeEach(async () => {
  const database = await createTestDatabase();
  db = database.db;
  grid = await createGuardianGrid(db);
  return () => database.close();
});

/** The holder of guardian `id` (the grid hands them out by id mod 3). */
const holderOf = (id: number) => grid.holders[id % 3] as string;

async function list(tokenId: number, priceWei: bigint, seller = holderOf(tokenId)) {
  const listing = await storeListing(db, grid.collection, { tokenId, seller, priceWei });
  return { listing, notified: await alertWatchersOfListing(db, listing) };
}

const priceDropsOf = (account: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.account, account.toLowerCase()), eq(notifications.kind, 'price_drop')));

describe('an item watch', () => {
  it('alerts at or under the alert price, never above it', async () => {
    const watcher = randomAddress();
    await storeWatch(db, grid.collection, { account: watcher, tokenId: 5, alertPriceWei: ETH });
    expect((await list(5, ETH + 1n)).notified).toEqual([]);
    expect((await list(5, ETH)).notified).toEqual([watcher]);
    const [row] = await priceDropsOf(watcher);
    expect(row?.payload).toMatchObject({
      watch: 'item',
      priceWei: ETH.toString(),
      alertPriceWei: ETH.toString(),
      target: { tokenId: '5', itemName: 'Guardian #5', trait: null },
    });
  });

  it('does not alert twice for the same or a higher price, but does for a lower one', async () => {
    const watcher = randomAddress();
    await storeWatch(db, grid.collection, { account: watcher, tokenId: 5, alertPriceWei: ETH });
    expect((await list(5, ETH / 2n)).notified).toEqual([watcher]);
    expect((await list(5, ETH / 2n)).notified).toEqual([]);
    expect((await list(5, (ETH * 3n) / 4n)).notified).toEqual([]);
    expect((await list(5, ETH / 4n)).notified).toEqual([watcher]);
    expect(await priceDropsOf(watcher)).toHaveLength(2);
  });

  it('alerts again at a price already told once the alert is saved again', async () => {
    const watcher = randomAddress();
    const watch = await storeWatch(db, grid.collection, { account: watcher, tokenId: 5, alertPriceWei: ETH });
    await list(5, ETH / 2n);
    await setAlertPrice(db, watcher.toLowerCase(), watch.id, ETH.toString());
    expect((await list(5, ETH / 2n)).notified).toEqual([watcher]);
  });

  it("does not alert the seller's own watch, nor a watch without an alert price", async () => {
    const seller = holderOf(5);
    const quiet = randomAddress();
    await storeWatch(db, grid.collection, { account: seller, tokenId: 5, alertPriceWei: ETH });
    await storeWatch(db, grid.collection, { account: quiet, tokenId: 5 });
    expect((await list(5, ETH / 2n)).notified).toEqual([]);
  });

  it('ignores a listing whose seller no longer holds the item', async () => {
    const watcher = randomAddress();
    await storeWatch(db, grid.collection, { account: watcher, tokenId: 5, alertPriceWei: ETH });
    expect((await list(5, ETH / 2n, randomAddress())).notified).toEqual([]);
  });
});

describe('a collection watch', () => {
  it('alerts only when the listing is the new floor', async () => {
    const watcher = randomAddress();
    await storeWatch(db, grid.collection, { account: watcher, alertPriceWei: ETH });
    await storeListing(db, grid.collection, { tokenId: 1, seller: holderOf(1), priceWei: ETH / 4n });
    expect((await list(2, ETH / 2n)).notified).toEqual([]);
    expect((await list(3, ETH / 5n)).notified).toEqual([watcher]);
    const [row] = await priceDropsOf(watcher);
    expect(row?.payload).toMatchObject({ watch: 'collection', target: { tokenId: '3', trait: null } });
  });
});

describe('a trait watch', () => {
  it('alerts for an item with the trait at its floor, and not for one without it', async () => {
    const watcher = randomAddress();
    const trait = { type: 'Eyes', value: 'Fierce' };
    await storeWatch(db, grid.collection, { account: watcher, trait, alertPriceWei: ETH });
    // Guardian #9 has calm eyes; #4 is fierce.
    expect((await list(9, ETH / 10n)).notified).toEqual([]);
    expect((await list(4, ETH / 2n)).notified).toEqual([watcher]);
    const [row] = await priceDropsOf(watcher);
    expect(row?.payload).toMatchObject({ watch: 'trait', target: { tokenId: '4', trait } });
  });

  it('tells each watcher of the listing once, whatever they watch', async () => {
    const [byItem, byCollection, byTrait] = [randomAddress(), randomAddress(), randomAddress()];
    await storeWatch(db, grid.collection, { account: byItem, tokenId: 4, alertPriceWei: ETH });
    await storeWatch(db, grid.collection, { account: byCollection, alertPriceWei: ETH });
    await storeWatch(db, grid.collection, {
      account: byTrait,
      trait: { type: 'Background', value: 'Ruby' },
      alertPriceWei: ETH,
    });
    const { notified } = await list(4, ETH / 2n);
    expect(notified.sort()).toEqual([byItem, byCollection, byTrait].sort());
  });
});

describe("inside the caller's transaction", () => {
  it('leaves the watch unalerted and no notification when the transaction rolls back', async () => {
    const watcher = randomAddress();
    await storeWatch(db, grid.collection, { account: watcher, tokenId: 5, alertPriceWei: ETH });
    const listing = await storeListing(db, grid.collection, {
      tokenId: 5,
      seller: holderOf(5),
      priceWei: ETH,
    });
    const fact: ListingPriceFact = {
      chainId: listing.chainId,
      collection: listing.token,
      tokenId: listing.tokenId,
      traits: [],
      priceWei: listing.price,
      listingHash: listing.hash,
    };
    await expect(
      db.transaction(async (tx) => {
        expect(await notifyPriceDrops(tx, fact)).toEqual([watcher]);
        throw new Error('the listing was not stored after all');
      }),
    ).rejects.toThrow('not stored');
    expect(await priceDropsOf(watcher)).toHaveLength(0);
    expect(await notifyPriceDrops(db, fact)).toEqual([watcher]);
  });
});
