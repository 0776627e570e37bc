import { listingHash } from '@guardians/contracts';
import type { LiveEvent } from '@guardians/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTradingWorld, listingBody, signInAs, type TradingWorld } from '../helpers/trading-fixtures.ts';

let t: TestApp;
let w: TradingWorld;
let sellerCookie: string;
let buyerCookie: string;
const ETH = 10n ** 18n;

beforeAll(async () => {
  t = await createTestApp();
  w = await createTradingWorld(t.db, 13);
  sellerCookie = (await signInAs(t.app, w.seller)).cookie;
  buyerCookie = (await signInAs(t.app, w.buyer)).cookie;
});
afterAll(() => t.close());

const post = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/listings',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
const getListing = (id: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/nfts/${w.token}/${id}/listing` });
const nowSeconds = () => BigInt(Math.floor(Date.now() / 1000));

describe('POST /api/listings before approval', () => {
  it('answers 409 until the marketplace is approved for the token', async () => {
    const res = await post(
      listingBody(await w.signListing(w.seller, { tokenId: 1n, price: ETH })),
      sellerCookie,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'MARKETPLACE_NOT_APPROVED',
      message: 'Approve the marketplace first',
    });
  });
});

describe('POST /api/listings', () => {
  beforeAll(() => w.approveAll(w.seller));

  it('asks to sign in first', async () => {
    const res = await post(listingBody(await w.signListing(w.seller, { tokenId: 1n, price: ETH })));
    expect(res.statusCode).toBe(401);
  });

  it('rejects a price that is not a whole number of wei', async () => {
    const body = listingBody(await w.signListing(w.seller, { tokenId: 1n, price: ETH }));
    const res = await post({ ...body, listing: { ...body.listing, price: '1.5' } }, sellerCookie);
    expect(res.statusCode).toBe(400);
  });

  it("refuses a listing of another wallet's item (403)", async () => {
    const res = await post(
      listingBody(await w.signListing(w.seller, { tokenId: 1n, price: ETH })),
      buyerCookie,
    );
    expect(res.statusCode).toBe(403);
  });

  it('answers 409 when the seller does not own the item', async () => {
    const res = await post(
      listingBody(await w.signListing(w.buyer, { tokenId: 1n, price: ETH })),
      buyerCookie,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You no longer own this item');
  });

  it('answers 404 for a token the index does not know', async () => {
    const res = await post(
      listingBody(await w.signListing(w.seller, { tokenId: 99n, price: ETH })),
      sellerCookie,
    );
    expect(res.statusCode).toBe(404);
  });

  it('rejects a zero price, a past expiry and one more than 180 days ahead', async () => {
    const zero = await post(
      listingBody(await w.signListing(w.seller, { tokenId: 1n, price: 0n })),
      sellerCookie,
    );
    expect(zero.statusCode).toBe(400);
    const past = await post(
      listingBody(await w.signListing(w.seller, { tokenId: 1n, price: ETH, expiry: nowSeconds() - 10n })),
      sellerCookie,
    );
    expect(past.statusCode).toBe(400);
    const far = await post(
      listingBody(
        await w.signListing(w.seller, { tokenId: 1n, price: ETH, expiry: nowSeconds() + 181n * 86400n }),
      ),
      sellerCookie,
    );
    expect(far.statusCode).toBe(400);
    expect(far.json().field).toBe('listing.expiry');
  });

  it("answers 409 for a nonce other than the marketplace's", async () => {
    const res = await post(
      listingBody(await w.signListing(w.seller, { tokenId: 1n, price: ETH, nonce: 7n })),
      sellerCookie,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('STALE_NONCE');
  });

  it('rejects a signature made by another key', async () => {
    const signed = await w.signListing(w.seller, { tokenId: 1n, price: ETH });
    const forged = await w.signListing(w.buyer, { ...signed.listing });
    const res = await post(
      listingBody({ listing: signed.listing, signature: forged.signature }),
      sellerCookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The signature does not match this listing');
  });

  it('stores a valid listing under its EIP-712 digest, once, and announces it once', async () => {
    const heard: LiveEvent[] = [];
    const stop = t.app.live.subscribe((event) => heard.push(event));
    const signed = await w.signListing(w.seller, { tokenId: 2n, price: ETH / 2n });
    const res = await post(listingBody(signed), sellerCookie);
    expect(res.statusCode).toBe(201);
    expect(heard).toEqual([{ type: 'catalogue' }]);
    const hash = listingHash(signed.listing, { chainId: 31337, marketplace: w.marketplace });
    expect(res.json().data).toMatchObject({
      hash,
      seller: w.seller.address.toLowerCase(),
      token: w.token,
      tokenId: '2',
      price: (ETH / 2n).toString(),
      priceEther: '0.5',
      status: 'active',
    });
    const again = await post(listingBody(signed), sellerCookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.hash).toBe(hash);
    stop();
    expect(heard).toHaveLength(1); // the repeat changed nothing
  });
});

describe('GET /api/nfts/:token/:id/listing', () => {
  it('gives the cheapest valid listing with its signature', async () => {
    const dear = await w.signListing(w.seller, { tokenId: 3n, price: 3n * ETH });
    const cheap = await w.signListing(w.seller, { tokenId: 3n, price: 2n * ETH });
    expect((await post(listingBody(dear), sellerCookie)).statusCode).toBe(201);
    expect((await post(listingBody(cheap), sellerCookie)).statusCode).toBe(201);
    // An expired one, cheaper still, is not offered.
    await t.db.insert(listings).values({
      hash: `0x${'ab'.repeat(32)}`,
      chainId: 31337,
      marketplace: w.marketplace,
      seller: w.seller.address.toLowerCase(),
      tokenAddress: w.token,
      tokenId: '3',
      priceWei: '1',
      expiry: new Date(Date.now() - 1000),
      nonce: '0',
      salt: '1',
      signature: '0x00',
    });
    const res = await getListing(3);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ price: (2n * ETH).toString(), signature: cheap.signature });
  });

  it('answers null for an item that is not listed, and 404 for an unknown one', async () => {
    expect((await getListing(4)).json()).toEqual({ data: null });
    expect((await getListing(404)).statusCode).toBe(404);
    expect((await getListing('abc')).statusCode).toBe(400);
  });

  it('hides listings once the seller revokes the approval on chain', async () => {
    await w.approveAll(w.seller, false);
    try {
      expect((await getListing(3)).json()).toEqual({ data: null });
    } finally {
      await w.approveAll(w.seller, true);
    }
    expect((await getListing(3)).json().data).not.toBeNull();
  });
});

describe('prices from listings', () => {
  const priceOf = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/nfts/${w.token}/${id}/price` })).json().data.price;

  it('shows the cheapest valid listing in ether, and null when not for sale', async () => {
    expect(await priceOf(2)).toBe('0.5');
    expect(await priceOf(3)).toBe('2');
    expect(await priceOf(4)).toBeNull();
  });

  it('gives one price per asset of a collection page', async () => {
    const collection = await t.app.inject({
      method: 'GET',
      url: `/api/collections/${w.token}?limit=5&withPrices=true`,
    });
    expect(collection.statusCode).toBe(200);
    const prices = collection.json().data.prices as Array<{ tokenId: string; price: string | null }>;
    expect(prices.map((p) => [p.tokenId, p.price])).toEqual([
      ['1', null],
      ['2', '0.5'],
      ['3', '2'],
      ['4', null],
      ['5', null],
    ]);
  });
});
