import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client.ts';
import { notifications } from '../../../src/db/schema/index.ts';
import {
  notifyListingSold,
  notifyOfferAccepted,
  notifyOfferReceived,
  notifyOutbid,
  type OfferFact,
} from '../../../src/services/notifications/notification-producers.ts';
import { createGuardianGrid, randomAddress } from '../../helpers/catalogue-fixtures.ts';
import { createTestDatabase } from '../../helpers/test-database.ts';
import { ETH, randomHash } from '../../helpers/watch-fixtures.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let grid: Awaited<ReturnType<typeof createGuardianGrid>>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  grid = await createGuardianGrid(db);
});
afterAll(() => database.close());

const rowsOf = (account: string) =>
  db.select().from(notifications).where(eq(notifications.account, account.toLowerCase()));

function sale(overrides: { seller?: string; buyer?: string; tokenId?: bigint; logIndex?: number } = {}) {
  return {
    chainId: grid.collection.chainId,
    txHash: randomHash(),
    logIndex: overrides.logIndex ?? 0,
    token: grid.collection.tokenAddress,
    tokenId: overrides.tokenId ?? 3n,
    seller: overrides.seller ?? randomAddress(),
    buyer: overrides.buyer ?? randomAddress(),
    price: ETH / 2n,
  };
}

function offer(fields: Partial<OfferFact> = {}): OfferFact {
  return {
    hash: randomHash(),
    chainId: grid.collection.chainId,
    offerer: randomAddress(),
    collection: grid.collection.tokenAddress,
    kind: 'item',
    tokenId: '3',
    amountWei: (ETH / 10n).toString(),
    ...fields,
  };
}

describe('a listing sold', () => {
  it("tells the seller once, with the item's name and picture, however often the log is read", async () => {
    const fact = sale();
    expect(await notifyListingSold(db, fact)).toEqual([fact.seller]);
    expect(await notifyListingSold(db, fact)).toEqual([]);
    const rows = await rowsOf(fact.seller);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'listing_sold', readAt: null });
    expect(rows[0]?.payload).toMatchObject({
      buyer: fact.buyer,
      priceWei: (ETH / 2n).toString(),
      target: {
        collection: grid.collection.tokenAddress,
        collectionName: 'Test Guardians',
        collectionSlug: 'test-guardians',
        tokenId: '3',
        itemName: 'Guardian #3',
        image: 'https://cdn.example/guardians/3.png',
        trait: null,
      },
    });
  });

  it('writes nothing when the range that read it rolls back', async () => {
    const fact = sale();
    await expect(
      db.transaction(async (tx) => {
        await notifyListingSold(tx, fact);
        throw new Error('range changed');
      }),
    ).rejects.toThrow('range changed');
    expect(await rowsOf(fact.seller)).toHaveLength(0);
    // The range read again notifies as if for the first time.
    expect(await notifyListingSold(db, fact)).toEqual([fact.seller]);
  });

  it('tells nobody of a sale days old: the indexer catching up reads history, not news', async () => {
    const fourDaysAgo = Math.floor(Date.now() / 1000) - 4 * 86_400;
    const old = { ...sale(), timestamp: fourDaysAgo };
    expect(await notifyListingSold(db, old)).toEqual([]);
    expect(await notifyOfferAccepted(db, { ...old, offerHash: randomHash() })).toEqual([]);
    const recent = { ...sale(), timestamp: Math.floor(Date.now() / 1000) - 60 };
    expect(await notifyListingSold(db, recent)).toEqual([recent.seller]);
  });

  it('names an unknown collection by its short address', async () => {
    const fact = { ...sale(), token: '0x1234567890abcdef1234567890abcdef12345678' };
    await notifyListingSold(db, fact);
    const [row] = await rowsOf(fact.seller);
    expect(row?.payload).toMatchObject({
      target: { collectionName: '0x1234…5678', collectionSlug: null, itemName: null },
    });
  });
});

describe('offers', () => {
  it("tells an item's holder of an offer on it, but not the offerer", async () => {
    const holder = randomAddress();
    const made = offer();
    expect(await notifyOfferReceived(db, made, [holder, made.offerer])).toEqual([holder]);
    expect(await notifyOfferReceived(db, made, [holder])).toEqual([]);
    const [row] = await rowsOf(holder);
    expect(row?.payload).toMatchObject({
      offerer: made.offerer,
      offerHash: made.hash,
      amountWei: made.amountWei,
    });
  });

  it('does not fan a collection or trait offer out to the holders', async () => {
    const holder = randomAddress();
    const trait = { traitType: 'Background', traitValue: 'Jade' };
    expect(await notifyOfferReceived(db, offer({ kind: 'collection', tokenId: null }), [holder])).toEqual([]);
    expect(
      await notifyOfferReceived(db, offer({ kind: 'trait', tokenId: null, ...trait }), [holder]),
    ).toEqual([]);
    expect(await rowsOf(holder)).toHaveLength(0);
  });

  it('tells the offerer of each fill of their offer, once per log', async () => {
    const offerer = randomAddress();
    const hash = randomHash();
    const first = { ...sale({ buyer: offerer, tokenId: 1n }), offerHash: hash };
    const second = { ...sale({ buyer: offerer, tokenId: 2n, logIndex: 4 }), offerHash: hash };
    await notifyOfferAccepted(db, first);
    await notifyOfferAccepted(db, first);
    await notifyOfferAccepted(db, second);
    const rows = await rowsOf(offerer);
    expect(rows.map((row) => row.kind)).toEqual(['offer_accepted', 'offer_accepted']);
    expect(rows.map((row) => (row.payload as { target: { tokenId: string } }).target.tokenId).sort()).toEqual(
      ['1', '2'],
    );
  });

  it('tells the maker of the leading offer when a higher one arrives, with both amounts', async () => {
    const leading = offer({ kind: 'trait', tokenId: null, traitType: 'Eyes', traitValue: 'Fierce' });
    const higher = offer({ kind: 'trait', tokenId: null, amountWei: (ETH / 5n).toString() });
    expect(await notifyOutbid(db, leading, higher)).toEqual([leading.offerer]);
    expect(await notifyOutbid(db, leading, higher)).toEqual([]);
    const [row] = await rowsOf(leading.offerer);
    expect(row?.payload).toMatchObject({
      offerer: higher.offerer,
      offerHash: leading.hash,
      newOfferHash: higher.hash,
      amountWei: higher.amountWei,
      yourAmountWei: leading.amountWei,
      target: { tokenId: null, trait: { type: 'Eyes', value: 'Fierce' } },
    });
  });

  it('says nothing when the offerer outbids itself or the new offer is not higher', async () => {
    const leading = offer();
    expect(
      await notifyOutbid(
        db,
        leading,
        offer({ offerer: leading.offerer, amountWei: (BigInt(leading.amountWei) * 2n).toString() }),
      ),
    ).toEqual([]);
    expect(await notifyOutbid(db, leading, offer({ amountWei: leading.amountWei }))).toEqual([]);
    expect(await rowsOf(leading.offerer)).toHaveLength(0);
  });
});
