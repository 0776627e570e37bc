import { buildTokenIdTree, GuardianMarketplaceAbi, type Offer, OfferKind } from '@guardians/contracts';
import { eq } from 'drizzle-orm';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, sales } from '../../src/db/schema/index.ts';
import { rewindMarketplace } from '../../src/services/trading/store/sales-repository.ts';
import { giveTraits, type OfferKit, offerBody, offerKit } from '../helpers/offer-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTradingWorld, signInAs, type TradingWorld } from '../helpers/trading-fixtures.ts';

let t: TestApp;
let w: TradingWorld;
let kit: OfferKit;
let buyerCookie: string;
const ETH = 10n ** 18n;

beforeAll(async () => {
  t = await createTestApp();
  w = await createTradingWorld(t.db, 220, { supply: 6 });
  kit = await offerKit(w);
  await kit.fund(w.buyer, 20n * ETH);
  await w.approveAll(w.seller);
  await giveTraits(t.db, w.token, { 5: [['Eyes', 'Fierce']], 6: [['Eyes', 'Fierce']] });
  buyerCookie = (await signInAs(t.app, w.buyer)).cookie;
});
afterAll(() => t.close());

type Signed = { offer: Offer; signature: Hex; hash: string };

async function makeOffer(fields: Parameters<OfferKit['sign']>[1], trait?: { type: string; value: string }) {
  const signed = await kit.sign(w.buyer, fields);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/offers',
    payload: offerBody(signed, trait),
    headers: { cookie: buyerCookie },
  });
  if (res.statusCode !== 201) throw new Error(`POST /api/offers: ${res.statusCode} ${res.body}`);
  return { ...signed, hash: res.json().data.hash as string };
}

async function accept(signed: Signed, tokenId: bigint, proof: Hex[] = []) {
  return w.confirm(
    await w.walletOf(w.seller).writeContract({
      chain: null,
      address: w.marketplace,
      abi: GuardianMarketplaceAbi,
      functionName: 'acceptOffer',
      args: [signed.offer, signed.signature, tokenId, proof],
    }),
  );
}

async function buyerCalls(
  call: { functionName: 'cancelOffer'; offer: Offer } | { functionName: 'cancelAll' },
) {
  const wallet = w.walletOf(w.buyer);
  const base = { chain: null, address: w.marketplace, abi: GuardianMarketplaceAbi } as const;
  const hash =
    call.functionName === 'cancelOffer'
      ? await wallet.writeContract({ ...base, functionName: 'cancelOffer', args: [call.offer] })
      : await wallet.writeContract({ ...base, functionName: 'cancelAll' });
  return w.confirm(hash);
}

const stored = async (hash: string) =>
  (
    await t.db
      .select({ status: offers.status, fills: offers.fills })
      .from(offers)
      .where(eq(offers.hash, hash))
  )[0];
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('offers accepted on chain, in the indexer', () => {
  it('writes the sale of an item offer, fills the offer and moves the item to the offerer', async () => {
    const signed = await makeOffer({ kind: OfferKind.Item, tokenId: 1n, amount: ETH / 2n });
    const receipt = await accept(signed, 1n);
    await w.indexer.syncOnce();

    expect(await stored(signed.hash)).toEqual({ status: 'filled', fills: 1 });
    const [sale] = await t.db.select().from(sales).where(eq(sales.listingHash, signed.hash));
    expect(sale).toMatchObject({
      source: 'offer',
      tokenAddress: w.token,
      tokenId: '1',
      seller: w.seller.address.toLowerCase(),
      buyer: w.buyer.address.toLowerCase(),
      priceWei: (ETH / 2n).toString(),
      feeWei: (((ETH / 2n) * 250n) / 10_000n).toString(),
      blockNumber: receipt.blockNumber,
    });
    expect((await get(`/api/offers/${signed.hash}`)).json().data).toMatchObject({
      status: 'filled',
      fills: 1,
    });
    // The item's last sale, its owner and its activity count the offer's sale like any other.
    expect((await get(`/api/nfts/${w.token}/1/price`)).json().data).toMatchObject({ lastSale: '0.5' });
    const activity = (await get(`/api/nfts/${w.token}/1/activity`)).json().data.items;
    expect(activity.map((a: { kind: string }) => a.kind)).toEqual(['sale', 'mint']);
    const made = (await get(`/api/offers/account/${w.buyer.address}?status=all`)).json().data;
    expect(made.items.map((o: { status: string }) => o.status)).toEqual(['filled']);
    expect((await get(`/api/offers/account/${w.buyer.address}`)).json().data.total).toBe(0);
  });

  it('counts fills of a collection offer, and takes a fill back when its block is rewound', async () => {
    const signed = await makeOffer({ amount: ETH / 4n, quantity: 2n });
    const first = await accept(signed, 2n);
    await w.indexer.syncOnce();
    expect(await stored(signed.hash)).toEqual({ status: 'active', fills: 1 });

    const key = { chainId: 31337, tokenAddress: w.marketplace };
    await t.db.transaction((tx) => rewindMarketplace(tx, key, first.blockNumber - 1n, null));
    expect(await stored(signed.hash)).toEqual({ status: 'active', fills: 0 });
    await w.indexer.syncOnce();
    expect(await stored(signed.hash)).toEqual({ status: 'active', fills: 1 });

    await accept(signed, 3n);
    await w.indexer.syncOnce();
    expect(await stored(signed.hash)).toEqual({ status: 'filled', fills: 2 });
    // A rewind of a filled offer's last fill opens it again.
    const [last] = await t.db.select().from(sales).where(eq(sales.tokenId, '3'));
    await t.db.transaction((tx) => rewindMarketplace(tx, key, (last?.blockNumber ?? 0n) - 1n, null));
    expect(await stored(signed.hash)).toEqual({ status: 'active', fills: 1 });
    await w.indexer.syncOnce();
    expect(await stored(signed.hash)).toEqual({ status: 'filled', fills: 2 });
  });

  it('accepts a trait offer with the proof the item list hands out', async () => {
    const traitRoot = buildTokenIdTree([5n, 6n]).root;
    const signed = await makeOffer(
      { kind: OfferKind.Trait, amount: ETH / 5n, traitRoot },
      { type: 'Eyes', value: 'Fierce' },
    );
    const listed = (await get(`/api/offers/item/${w.token}/6`)).json().data.items;
    const mine = listed.find((o: { hash: string }) => o.hash === signed.hash);
    await accept(signed, 6n, mine.proof);
    await w.indexer.syncOnce();
    expect(await stored(signed.hash)).toEqual({ status: 'filled', fills: 1 });
  });
});

describe('offers ended on chain, in the indexer', () => {
  it('marks an offer cancelled by its offerer as cancelled', async () => {
    const signed = await makeOffer({ kind: OfferKind.Item, tokenId: 4n, amount: ETH });
    const receipt = await buyerCalls({ functionName: 'cancelOffer', offer: signed.offer });
    await w.indexer.syncOnce();
    expect(await stored(signed.hash)).toEqual({ status: 'cancelled', fills: 0 });
    // Dated by its block (whole seconds), not by when the indexer read it: the activity feeds show it then.
    const block = await w.chain.public.getBlock({ blockNumber: receipt.blockNumber });
    const [row] = await t.db
      .select({ at: offers.updatedAt })
      .from(offers)
      .where(eq(offers.hash, signed.hash));
    expect(row?.at.getTime()).toBe(Number(block.timestamp) * 1000);
    const item = (await get(`/api/offers/item/${w.token}/4`)).json().data;
    expect(item.items.map((o: { hash: string }) => o.hash)).not.toContain(signed.hash);
  });

  it('cancels every older offer of the offerer when it bumps its nonce, and takes offers at the new one', async () => {
    const one = await makeOffer({ kind: OfferKind.Item, tokenId: 4n, amount: ETH / 3n });
    const two = await makeOffer({ amount: ETH / 3n, quantity: 3n });
    await buyerCalls({ functionName: 'cancelAll' });
    await w.indexer.syncOnce();
    expect(await stored(one.hash)).toMatchObject({ status: 'cancelled' });
    expect(await stored(two.hash)).toMatchObject({ status: 'cancelled' });

    const again = await makeOffer({ kind: OfferKind.Item, tokenId: 4n, amount: ETH / 3n });
    expect(again.offer.nonce).toBe(1n);
    expect(await stored(again.hash)).toMatchObject({ status: 'active' });
  });
});
