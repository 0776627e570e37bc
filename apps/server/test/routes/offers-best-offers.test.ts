import { createServer, type Socket } from 'node:net';
import { buildTokenIdTree, OfferKind } from '@guardians/contracts';
import type { Price } from '@guardians/shared';
import type { HDAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainClient } from '../../src/chain/chain-client.ts';
import { offers } from '../../src/db/schema/index.ts';
import { createReadContext } from '../../src/services/catalogue/read/read-context.ts';
import { addBestOffers } from '../../src/services/offers/best-offers.ts';
import { giveTraits, type OfferKit, offerBody, offerKit } from '../helpers/offer-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  createTradingWorld,
  fundedAccount,
  signInAs,
  type TradingWorld,
} from '../helpers/trading-fixtures.ts';

// Each item's best offer beside its price (decision 0091): on the collection page's cards, the
// filtered form, the wallet's items and the item's price.

let t: TestApp;
let w: TradingWorld;
let kit: OfferKit;
let rival: HDAccount;
const ETH = 10n ** 18n;
const JADE = { type: 'Background', value: 'Jade' };

async function make(account: HDAccount, fields: Parameters<OfferKit['sign']>[1], trait?: typeof JADE) {
  const { cookie } = await signInAs(t.app, account);
  const payload = offerBody(await kit.sign(account, fields), trait);
  const res = await t.app.inject({ method: 'POST', url: '/api/offers', payload, headers: { cookie } });
  if (res.statusCode !== 201) throw new Error(`POST /api/offers: ${res.statusCode} ${res.body}`);
  return res.json().data.hash as string;
}

/** Token id -> bestOffer from the collection page's list (GET, with prices). */
async function bestOffers(): Promise<Record<string, string | null | undefined>> {
  const res = await t.app.inject({ method: 'GET', url: `/api/collections/${w.token}?withPrices=true` });
  expect(res.statusCode).toBe(200);
  const prices = res.json().data.prices as Price[];
  return Object.fromEntries(prices.map((p) => [p.tokenId, p.bestOffer]));
}

/** An offer on item 5 by the rival (0.9, which they can pay) written by hand, in a state the chain put it in. */
async function storeOffer(hashByte: string, fields: Partial<typeof offers.$inferInsert>) {
  await t.db.insert(offers).values({
    hash: `0x${hashByte.repeat(32)}`,
    chainId: 31337,
    marketplace: w.marketplace,
    offerer: rival.address.toLowerCase(),
    collection: w.token,
    kind: 'item',
    tokenId: '5',
    traitRoot: `0x${'00'.repeat(32)}`,
    amountWei: ((9n * ETH) / 10n).toString(),
    quantity: 1,
    expiry: new Date(Date.now() + 3600_000),
    nonce: '0',
    salt: String(Number.parseInt(hashByte, 16)),
    signature: '0x00',
    ...fields,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  w = await createTradingWorld(t.db, 380);
  kit = await offerKit(w);
  rival = await fundedAccount(383, w.chain.rpcUrl);
  await Promise.all([kit.fund(w.buyer, 5n * ETH), kit.fund(rival, ETH), kit.fund(w.seller, ETH)]);
  await giveTraits(t.db, w.token, {
    1: [['Background', 'Jade']],
    2: [['Background', 'Jade']],
    3: [['Background', 'Onyx']],
  });
});
afterAll(() => t.close());

describe('bestOffer beside each price', () => {
  it('is null on every item while no offer covers it', async () => {
    expect(await bestOffers()).toEqual({ '1': null, '2': null, '3': null, '4': null, '5': null });
  });

  it('comes from an item offer on that item only', async () => {
    await make(w.buyer, { kind: OfferKind.Item, tokenId: 4n, amount: ETH / 2n });
    expect(await bestOffers()).toEqual({ '1': null, '2': null, '3': null, '4': '0.5', '5': null });
  });

  it("comes from a collection offer on every item, an item's own better offer winning", async () => {
    await make(rival, { amount: ETH / 10n });
    expect(await bestOffers()).toEqual({ '1': '0.1', '2': '0.1', '3': '0.1', '4': '0.5', '5': '0.1' });
  });

  it('comes from a trait offer on the items it covers, not on an item without the trait', async () => {
    await make(
      w.buyer,
      { kind: OfferKind.Trait, amount: (3n * ETH) / 10n, traitRoot: buildTokenIdTree([1n, 2n]).root },
      JADE,
    );
    expect(await bestOffers()).toEqual({ '1': '0.3', '2': '0.3', '3': '0.1', '4': '0.5', '5': '0.1' });
  });

  it("leaves out the owner's own offer: the seller holds every item", async () => {
    await make(w.seller, { amount: (9n * ETH) / 10n });
    expect(await bestOffers()).toEqual({ '1': '0.3', '2': '0.3', '3': '0.1', '4': '0.5', '5': '0.1' });
  });

  it('leaves out an offer its offerer can no longer pay, until they wrap again', async () => {
    await kit.unwrap(rival, ETH);
    try {
      expect(await bestOffers()).toEqual({ '1': '0.3', '2': '0.3', '3': null, '4': '0.5', '5': null });
    } finally {
      await kit.fund(rival, ETH);
    }
    expect((await bestOffers())['3']).toBe('0.1');
  });

  it('leaves out expired, cancelled and filled offers', async () => {
    await storeOffer('e1', { expiry: new Date(Date.now() - 1000) });
    await storeOffer('e2', { status: 'cancelled' });
    await storeOffer('e3', { status: 'filled', fills: 1 });
    expect((await bestOffers())['5']).toBe('0.1');
    // The same row open counts: the three above were left out for their state alone.
    await storeOffer('e4', { amountWei: ((8n * ETH) / 10n).toString() });
    expect((await bestOffers())['5']).toBe('0.8');
  });

  it('is the same in the filtered form, the wallet and the item price', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/collections/${w.token}?withPrices=true`,
      payload: { Background: ['Jade', 'Onyx'] },
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().data.prices.map((p: Price) => [p.tokenId, p.bestOffer])).toEqual([
      ['1', '0.3'],
      ['2', '0.3'],
      ['3', '0.1'],
    ]);
    const wallet = await t.app.inject({
      method: 'POST',
      url: `/api/wallets/account/${w.seller.address}?withPrices=true`,
      payload: { tokenAddress: w.token },
    });
    expect(wallet.statusCode).toBe(200);
    expect(wallet.json().data.prices.map((p: Price) => p.bestOffer)).toEqual([
      '0.3',
      '0.3',
      '0.1',
      '0.5',
      '0.8',
    ]);
    const price = await t.app.inject({ method: 'GET', url: `/api/nfts/${w.token}/4/price` });
    expect(price.json().data).toMatchObject({ tokenId: '4', price: null, bestOffer: '0.5' });
  });

  it('is left out of lists asked without prices', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/collections/${w.token}` });
    expect(res.json().data).not.toHaveProperty('prices');
  });
});

describe('a chain that does not answer', () => {
  // Real JSON-RPC endpoints that misbehave: one takes the connection and never answers, one refuses it.
  const held = new Set<Socket>();
  const silent = createServer((socket) => {
    held.add(socket);
    socket.on('close', () => held.delete(socket));
  });
  let silentUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    silentUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  /** Offers read through the node at `rpcUrl`. */
  function deps(rpcUrl: string) {
    return {
      db: t.db,
      chain: createChainClient({ rpcUrl, chainId: 31337, name: 'unanswering' }),
      config: t.config,
      read: createReadContext({ db: t.db, chainId: 31337, config: t.config }),
    };
  }
  const pagePrices = (): Price[] => [
    { tokenId: '1', tokenAddress: w.token, price: null, symbol: 'ETH', lastSale: null },
  ];

  it('leaves bestOffer out after the deadline instead of holding the list', async () => {
    const prices = pagePrices();
    const started = Date.now();
    await addBestOffers(deps(silentUrl), prices, t.app.log);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(prices[0]).not.toHaveProperty('bestOffer');
  });

  it('leaves bestOffer out when the node fails', async () => {
    const prices = pagePrices();
    await addBestOffers(
      // Port 9 (discard) has no listener here: the connection is refused at once.
      deps('http://127.0.0.1:9'),
      prices,
      t.app.log,
    );
    expect(prices[0]).not.toHaveProperty('bestOffer');
  });
});
