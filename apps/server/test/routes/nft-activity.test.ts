import { GuardianCollectionAbi, GuardianMarketplaceAbi, type Listing } from '@guardians/contracts';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTradingWorld, listingBody, signInAs, type TradingWorld } from '../helpers/trading-fixtures.ts';

let t: TestApp;
let w: TradingWorld;
let sellerCookie: string;
const ETH = 10n ** 18n;
const ZERO = '0x0000000000000000000000000000000000000000';

beforeAll(async () => {
  t = await createTestApp();
  w = await createTradingWorld(t.db, 60);
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
  return signed;
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

const activity = (id: number | string, query = '', token: string = w.token) =>
  t.app.inject({ method: 'GET', url: `/api/nfts/${token}/${id}/activity${query}` });

describe('GET /api/nfts/:token/:id/activity', () => {
  const seller = () => w.seller.address.toLowerCase();
  const buyer = () => w.buyer.address.toLowerCase();

  it('shows a sale with its listing, folding the sale’s own Transfer into it', async () => {
    const receipt = await buy(await list(1n, ETH));
    await w.indexer.syncOnce();

    const res = await activity(1);
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(3);
    expect(items.map((i: { kind: string }) => i.kind)).toEqual(['sale', 'listing', 'mint']);
    expect(items[0]).toMatchObject({
      id: `${receipt.transactionHash}:${receipt.logs.find((log) => log.address.toLowerCase() === w.marketplace.toLowerCase())?.logIndex}`,
      from: seller(),
      to: buyer(),
      price: '1',
      txHash: receipt.transactionHash,
      blockNumber: receipt.blockNumber.toString(),
    });
    expect(items[1]).toMatchObject({ from: seller(), to: null, price: '1', txHash: null });
    expect(items[2]).toMatchObject({ from: ZERO, to: seller(), price: null });
    expect(Number.isNaN(Date.parse(items[0].timestamp))).toBe(false);
  });

  it('shows a cancelled listing as listed, then cancelled', async () => {
    const signed = await list(2n, ETH / 2n);
    await w.confirm(
      await w.walletOf(w.seller).writeContract({
        chain: null,
        address: w.marketplace,
        abi: GuardianMarketplaceAbi,
        functionName: 'cancel',
        args: [signed.listing],
      }),
    );
    await w.indexer.syncOnce();

    const { items, total } = (await activity(2)).json().data;
    expect(total).toBe(3);
    expect(items.map((i: { kind: string }) => i.kind)).toEqual(['cancel', 'listing', 'mint']);
    expect(items[0]).toMatchObject({ from: seller(), price: '0.5', txHash: null });
  });

  it('keeps plain transfers as transfers', async () => {
    await w.confirm(
      await w.walletOf(w.seller).writeContract({
        chain: null,
        address: w.token as Hex,
        abi: GuardianCollectionAbi,
        functionName: 'transferFrom',
        args: [w.seller.address, w.buyer.address, 3n],
      }),
    );
    await w.indexer.syncOnce();

    const { items } = (await activity(3)).json().data;
    expect(items.map((i: { kind: string }) => i.kind)).toEqual(['transfer', 'mint']);
    expect(items[0]).toMatchObject({ from: seller(), to: buyer(), price: null });
    expect(items[0].txHash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('folds each Transfer of a sweep into the sale of its own token (several sales, one transaction)', async () => {
    const [four, five] = [await list(4n, ETH / 4n), await list(5n, ETH / 4n)];
    const receipt = await w.confirm(
      await w.walletOf(w.buyer).writeContract({
        chain: null,
        address: w.marketplace,
        abi: GuardianMarketplaceAbi,
        functionName: 'sweep',
        args: [[four.listing, five.listing], [four.signature, five.signature], ETH / 2n],
        value: ETH / 2n,
      }),
    );
    await w.indexer.syncOnce();
    for (const id of [4, 5]) {
      const { items } = (await activity(id)).json().data;
      expect(items.map((i: { kind: string }) => i.kind)).toEqual(['sale', 'listing', 'mint']);
      expect(items[0]).toMatchObject({
        from: seller(),
        to: buyer(),
        price: '0.25',
        txHash: receipt.transactionHash,
      });
    }
  });

  it('pages newest first with the total', async () => {
    const res = await activity(1, '?offset=1&limit=1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(3);
    expect(res.json().data.items.map((i: { kind: string }) => i.kind)).toEqual(['listing']);
  });

  it('answers 404 for an unknown collection or token', async () => {
    const unknownCollection = await activity(1, '', '0x000000000000000000000000000000000000dead');
    expect(unknownCollection.statusCode).toBe(404);
    const unknownToken = await activity(999);
    expect(unknownToken.statusCode).toBe(404);
    expect(unknownToken.json().message).toMatch(/No token 999/);
  });

  it('answers 400 for paging it cannot serve', async () => {
    for (const query of ['?limit=0', '?limit=1000', '?offset=-1', '?limit=abc']) {
      const res = await activity(1, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});
