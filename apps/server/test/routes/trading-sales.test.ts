import { GuardianMarketplaceAbi, type Listing } from '@guardians/contracts';
import { and, eq } from 'drizzle-orm';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, sales, tokens } from '../../src/db/schema/index.ts';
import { createIndexer } from '../../src/indexer/indexer.ts';
import { rewindMarketplace } from '../../src/services/trading/store/sales-repository.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { createTradingWorld, listingBody, signInAs, type TradingWorld } from '../helpers/trading-fixtures.ts';

let t: TestApp;
let w: TradingWorld;
let sellerCookie: string;
const ETH = 10n ** 18n;

beforeAll(async () => {
  t = await createTestApp();
  w = await createTradingWorld(t.db, 16);
  await w.approveAll(w.seller);
  sellerCookie = (await signInAs(t.app, w.seller)).cookie;
});
afterAll(() => t.close());

async function list(tokenId: bigint, price: bigint) {
  const signed = await w.signListing(w.seller, { tokenId, price });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/listings',
    payload: listingBody(signed),
    headers: { cookie: sellerCookie },
  });
  if (res.statusCode !== 201) throw new Error(`POST /api/listings: ${res.statusCode} ${res.body}`);
  return { ...signed, hash: res.json().data.hash as string };
}

async function buy(signed: { listing: Listing; signature: Hex }) {
  return w.confirm(
    await w.walletOf(w.buyer).writeContract({
      chain: null,
      address: w.marketplace,
      abi: GuardianMarketplaceAbi,
      functionName: 'buy',
      args: [signed.listing, signed.signature],
      value: signed.listing.price,
    }),
  );
}

async function sellerCalls(functionName: 'cancel' | 'cancelAll', listing?: Listing) {
  const wallet = w.walletOf(w.seller);
  const hash =
    functionName === 'cancel' && listing
      ? await wallet.writeContract({
          chain: null,
          address: w.marketplace,
          abi: GuardianMarketplaceAbi,
          functionName: 'cancel',
          args: [listing],
        })
      : await wallet.writeContract({
          chain: null,
          address: w.marketplace,
          abi: GuardianMarketplaceAbi,
          functionName: 'cancelAll',
        });
  return w.confirm(hash);
}

const statusOf = async (hash: string) =>
  (await t.db.select({ status: listings.status }).from(listings).where(eq(listings.hash, hash)))[0]?.status;
const priceOf = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/nfts/${w.token}/${id}/price` })).json().data.price;
const salesOf = () => t.db.select().from(sales).where(eq(sales.tokenAddress, w.token));

describe('marketplace events in the indexer', () => {
  let bought: Awaited<ReturnType<typeof list>>;

  it('stores a sale bought on chain, fills its listing and takes the item off sale', async () => {
    bought = await list(1n, ETH);
    expect(await priceOf(1)).toBe('1');
    const receipt = await buy(bought);
    await w.indexer.syncOnce();

    const stored = await salesOf();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      listingHash: bought.hash,
      tokenId: '1',
      seller: w.seller.address.toLowerCase(),
      buyer: w.buyer.address.toLowerCase(),
      priceWei: ETH.toString(),
      feeWei: ((ETH * 250n) / 10_000n).toString(),
      royaltyWei: ((ETH * 500n) / 10_000n).toString(),
      blockNumber: receipt.blockNumber,
      blockHash: receipt.blockHash,
    });
    expect(await statusOf(bought.hash)).toBe('filled');
    expect(await priceOf(1)).toBeNull();
    // Off sale, the item keeps its last sale's price (the card shows it in place of a price).
    const price = (await t.app.inject({ method: 'GET', url: `/api/nfts/${w.token}/1/price` })).json().data;
    expect(price).toMatchObject({ price: null, lastSale: '1' });
    const [owner] = await t.db
      .select({ owner: tokens.owner })
      .from(tokens)
      .where(and(eq(tokens.tokenAddress, w.token), eq(tokens.tokenId, '1')));
    expect(owner?.owner).toBe(w.buyer.address.toLowerCase());
    const listing = await t.app.inject({ method: 'GET', url: `/api/nfts/${w.token}/1/listing` });
    expect(listing.json()).toEqual({ data: null });
  });

  it('writes each sale once when a range is read again', async () => {
    await w.indexer.syncOnce();
    const [sale] = await salesOf();
    const block = sale?.blockNumber ?? 0n;
    const key = { chainId: 31337, tokenAddress: w.marketplace };
    // Rewinding below the sale, as after a reorganisation, forgets it and reopens its listing ...
    await t.db.transaction((tx) => rewindMarketplace(tx, key, block - 1n, null));
    expect(await salesOf()).toHaveLength(0);
    expect(await statusOf(bought.hash)).toBe('active');
    // ... and the next pass reads the (unchanged) chain again: the same single sale.
    await w.indexer.syncOnce();
    expect(await salesOf()).toHaveLength(1);
    expect(await statusOf(bought.hash)).toBe('filled');
  });

  it('marks a listing cancelled on chain as cancelled', async () => {
    const signed = await list(2n, 2n * ETH);
    expect(await priceOf(2)).toBe('2');
    await sellerCalls('cancel', signed.listing);
    await w.indexer.syncOnce();
    expect(await statusOf(signed.hash)).toBe('cancelled');
    expect(await priceOf(2)).toBeNull();
  });

  it('cancels every older listing of the seller on cancelAll, and accepts listings at the new nonce', async () => {
    const three = await list(3n, 3n * ETH);
    const four = await list(4n, 4n * ETH);
    await sellerCalls('cancelAll');
    await w.indexer.syncOnce();
    expect(await statusOf(three.hash)).toBe('cancelled');
    expect(await statusOf(four.hash)).toBe('cancelled');
    expect(await priceOf(3)).toBeNull();

    const again = await list(3n, ETH / 4n);
    expect(again.listing.nonce).toBe(1n);
    expect(await priceOf(3)).toBe('0.25');
  });
});

describe('a marketplace named by MARKETPLACE_ADDRESS', () => {
  it('is followed from its deployment block, found on chain', async () => {
    const other = await createTestDatabase();
    try {
      const indexer = createIndexer({ db: other.db, chain: w.chain, marketplaceAddress: w.marketplace });
      const result = await indexer.syncOnce();
      expect(result.marketplace?.events).toBeGreaterThan(0);
      const stored = await other.db.select().from(sales);
      expect(stored.map((s) => s.tokenId)).toEqual(['1']);
    } finally {
      await other.close();
    }
  });
});

describe('collection stats from listings and sales', () => {
  it('gives floor, volume, average, market cap and volume change from the data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/collections/all?limit=10' });
    expect(res.statusCode).toBe(200);
    const mine = res.json().data.items.find((c: { tokenAddress: string }) => c.tokenAddress === w.token);
    // Sold: token 1 for 1 ETH today. Listed: token 3 for 0.25 ETH (2 and 4 were cancelled). Supply 5.
    expect(mine.stats).toEqual({
      total: {
        floor_price: 0.25,
        floor_price_symbol: 'ETH',
        average_price: 1,
        market_cap: 1.25,
        volume: 1,
        num_owners: 2,
      },
      intervals: [
        { interval: 'one_day', volume_change: 100 },
        { interval: 'seven_day', volume_change: 100 },
        { interval: 'thirty_day', volume_change: 100 },
      ],
    });
  });

  it('computes the change against the window before', async () => {
    const { volumeChange } = await import('../../src/services/catalogue/read/collection-stats.ts');
    expect(volumeChange(0, 0)).toBe(0);
    expect(volumeChange(0, 3)).toBe(100);
    expect(volumeChange(2, 3)).toBe(50);
    expect(volumeChange(4, 1)).toBe(-75);
  });
});
