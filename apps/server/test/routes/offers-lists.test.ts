import { buildTokenIdTree, OfferKind, verifyTokenIdProof } from '@guardians/contracts';
import type { HDAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../src/db/schema/index.ts';
import { giveTraits, type OfferKit, offerBody, offerKit } from '../helpers/offer-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  createTradingWorld,
  fundedAccount,
  signInAs,
  type TradingWorld,
} from '../helpers/trading-fixtures.ts';

let t: TestApp;
let w: TradingWorld;
let kit: OfferKit;
let rival: HDAccount;
const ETH = 10n ** 18n;
const JADE = { type: 'Background', value: 'Jade' };
/** Offer hashes by name: A item 1 (0.5), B collection x2 by the rival (0.3), C Jade (0.4), D item 2 (1), E collection (0.2), F the seller's (0.1). */
const made: Record<string, string> = {};

async function make(
  name: string,
  account: HDAccount,
  fields: Parameters<OfferKit['sign']>[1],
  trait?: typeof JADE,
) {
  const { cookie } = await signInAs(t.app, account);
  const payload = offerBody(await kit.sign(account, fields), trait);
  const res = await t.app.inject({ method: 'POST', url: '/api/offers', payload, headers: { cookie } });
  if (res.statusCode !== 201) throw new Error(`POST /api/offers: ${res.statusCode} ${res.body}`);
  made[name] = res.json().data.hash;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await createTradingWorld(t.db, 210);
  kit = await offerKit(w);
  rival = await fundedAccount(213, w.chain.rpcUrl);
  await Promise.all([kit.fund(w.buyer, 5n * ETH), kit.fund(rival, 5n * ETH), kit.fund(w.seller, ETH)]);
  await giveTraits(t.db, w.token, {
    1: [['Background', 'Jade']],
    2: [['Background', 'Jade']],
    3: [['Background', 'Onyx']],
  });
  await make('A', w.buyer, { kind: OfferKind.Item, tokenId: 1n, amount: ETH / 2n });
  await make('B', rival, { amount: (3n * ETH) / 10n, quantity: 2n });
  const traitRoot = buildTokenIdTree([1n, 2n]).root;
  await make(
    'C',
    w.buyer,
    { kind: OfferKind.Trait, amount: (4n * ETH) / 10n, quantity: 2n, traitRoot },
    JADE,
  );
  await make('D', rival, { kind: OfferKind.Item, tokenId: 2n, amount: ETH });
  await make('E', w.buyer, { amount: ETH / 5n });
  await make('F', w.seller, { amount: ETH / 10n });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const names = (items: { hash: string }[]) =>
  items.map((item) => Object.keys(made).find((name) => made[name] === item.hash) ?? item.hash);

describe('GET /api/offers/item/:token/:id', () => {
  it('lists what a holder could accept, best first, with a proof for the trait offer', async () => {
    const res = await get(`/api/offers/item/${w.token}/1`);
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    // F is the owner's own offer: the owner cannot sell to themselves.
    expect(names(items)).toEqual(['A', 'C', 'B', 'E']);
    expect(total).toBe(4);
    const trait = items[1];
    expect(trait.trait).toEqual({ ...JADE, tokenCount: 2 });
    expect(verifyTokenIdProof(trait.traitRoot, 1n, trait.proof)).toBe(true);
    expect(
      items.filter((i: { kind: string }) => i.kind !== 'trait').map((i: { proof: string[] }) => i.proof),
    ).toEqual([[], [], []]);
  });

  it('leaves out trait offers that do not cover the item, and pages', async () => {
    expect(names((await get(`/api/offers/item/${w.token}/3`)).json().data.items)).toEqual(['B', 'E']);
    const page = (await get(`/api/offers/item/${w.token}/1?limit=2&offset=2`)).json().data;
    expect({ names: names(page.items), total: page.total }).toEqual({ names: ['B', 'E'], total: 4 });
  });

  it('marks an offer unfunded when its offerer unwraps, sorts it last, and restores it once wrapped again', async () => {
    await kit.unwrap(rival, 5n * ETH);
    try {
      const { items } = (await get(`/api/offers/item/${w.token}/1`)).json().data;
      expect(names(items)).toEqual(['A', 'C', 'E', 'B']);
      expect(items.map((i: { status: string }) => i.status)).toEqual([
        'active',
        'active',
        'active',
        'unfunded',
      ]);
      expect((await get(`/api/offers/${made.B}`)).json().data.status).toBe('unfunded');
    } finally {
      await kit.fund(rival, 5n * ETH);
    }
    expect((await get(`/api/offers/${made.B}`)).json().data.status).toBe('active');
  });

  it('marks an offer unfunded when its allowance is withdrawn', async () => {
    await kit.approve(w.buyer, ETH / 4n);
    try {
      const { items } = (await get(`/api/offers/item/${w.token}/1`)).json().data;
      // A (0.5) and C (0.4) are above the allowance; E (0.2) is not.
      expect(items.map((i: { status: string }) => i.status)).toEqual([
        'active',
        'active',
        'unfunded',
        'unfunded',
      ]);
      expect(names(items)).toEqual(['B', 'E', 'A', 'C']);
    } finally {
      await kit.approve(w.buyer, 10n * ETH);
    }
  });

  it('shows expired offers only with status=all', async () => {
    await t.db.insert(offers).values({
      hash: `0x${'ee'.repeat(32)}`,
      chainId: 31337,
      marketplace: w.marketplace,
      offerer: rival.address.toLowerCase(),
      collection: w.token,
      kind: 'item',
      tokenId: '1',
      traitRoot: `0x${'00'.repeat(32)}`,
      amountWei: (9n * ETH).toString(),
      quantity: 1,
      expiry: new Date(Date.now() - 1000),
      nonce: '0',
      salt: '1',
      signature: '0x00',
    });
    expect((await get(`/api/offers/item/${w.token}/1`)).json().data.total).toBe(4);
    const all = (await get(`/api/offers/item/${w.token}/1?status=all`)).json().data;
    expect(all.total).toBe(5);
    expect(all.items.at(-1)).toMatchObject({ hash: `0x${'ee'.repeat(32)}`, status: 'expired' });
  });

  it('answers 404 for an unknown item and 400 for a bad id', async () => {
    expect((await get(`/api/offers/item/${w.token}/404`)).statusCode).toBe(404);
    const bad = await get(`/api/offers/item/${w.token}/abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });
});

describe('GET /api/offers/collection/:token', () => {
  it('lists collection and trait offers, by address or slug, narrowed by kind and trait', async () => {
    const byAddress = (await get(`/api/offers/collection/${w.token}`)).json().data;
    expect(names(byAddress.items)).toEqual(['C', 'B', 'E', 'F']);
    const [collection] = await t.db.query.collections.findMany({
      where: (c, { eq }) => eq(c.tokenAddress, w.token),
    });
    const bySlug = (await get(`/api/offers/collection/${collection?.slug}`)).json().data;
    expect(names(bySlug.items)).toEqual(names(byAddress.items));
    expect(names((await get(`/api/offers/collection/${w.token}?kind=collection`)).json().data.items)).toEqual(
      ['B', 'E', 'F'],
    );
    expect(names((await get(`/api/offers/collection/${w.token}?kind=trait`)).json().data.items)).toEqual([
      'C',
    ]);
    const jade = (await get(`/api/offers/collection/${w.token}?traitType=Background&traitValue=Jade`)).json()
      .data;
    expect(names(jade.items)).toEqual(['C']);
    const onyx = (await get(`/api/offers/collection/${w.token}?traitValue=Onyx`)).json().data;
    expect(onyx).toEqual({ items: [], total: 0 });
  });

  it('answers 404 for an unknown collection and 400 for a bad kind', async () => {
    expect((await get(`/api/offers/collection/0x${'42'.repeat(20)}`)).statusCode).toBe(404);
    expect((await get(`/api/offers/collection/${w.token}?kind=bundle`)).statusCode).toBe(400);
  });
});

describe('GET /api/offers/account/:account', () => {
  it("lists an account's own offers, newest first", async () => {
    const mine = (await get(`/api/offers/account/${w.buyer.address}`)).json().data;
    expect(names(mine.items)).toEqual(['E', 'C', 'A']);
    expect(mine.total).toBe(3);
  });

  it('lists the offers an account could accept with what it holds now', async () => {
    const received = (await get(`/api/offers/account/${w.seller.address}?role=received`)).json().data;
    expect(names(received.items)).toEqual(['D', 'A', 'C', 'B', 'E']);
    const nothing = (await get(`/api/offers/account/${w.buyer.address}?role=received`)).json().data;
    expect(nothing).toEqual({ items: [], total: 0 });
  });

  it('answers 400 for an address that is not one', async () => {
    expect((await get('/api/offers/account/0x1234')).statusCode).toBe(400);
  });
});

describe('GET /api/offers/:hash', () => {
  it('gives one offer with its signature, 404 for an unknown digest and 400 for a malformed one', async () => {
    const one = await get(`/api/offers/${made.A}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ hash: made.A, kind: 'item', tokenId: '1', status: 'active' });
    const unknown = await get(`/api/offers/0x${'ab'.repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('OFFER_NOT_FOUND');
    expect((await get('/api/offers/0x1234')).statusCode).toBe(400);
  });
});
