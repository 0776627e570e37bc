import { buildTokenIdTree, OfferKind } from '@guardians/contracts';
import type { TraitPrice } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import type { HDAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveTraits, type OfferKit, offerBody, offerKit } from '../helpers/offer-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  createTradingWorld,
  fundedAccount,
  listingBody,
  signInAs,
  type TradingWorld,
} from '../helpers/trading-fixtures.ts';

// GET /api/collections/{token}/trait-prices: the trait filters' floor and top offer per value
// (decision 0091).

let t: TestApp;
let w: TradingWorld;
let kit: OfferKit;
let rival: HDAccount;
let slug: string;
const ETH = 10n ** 18n;
const JADE = { type: 'Background', value: 'Jade' };

async function make(account: HDAccount, fields: Parameters<OfferKit['sign']>[1], trait?: typeof JADE) {
  const { cookie } = await signInAs(t.app, account);
  const payload = offerBody(await kit.sign(account, fields), trait);
  const res = await t.app.inject({ method: 'POST', url: '/api/offers', payload, headers: { cookie } });
  if (res.statusCode !== 201) throw new Error(`POST /api/offers: ${res.statusCode} ${res.body}`);
}

async function list(tokenId: bigint, price: bigint) {
  const { cookie } = await signInAs(t.app, w.seller);
  const payload = listingBody(await w.signListing(w.seller, { tokenId, price }));
  const res = await t.app.inject({ method: 'POST', url: '/api/listings', payload, headers: { cookie } });
  if (res.statusCode !== 201) throw new Error(`POST /api/listings: ${res.statusCode} ${res.body}`);
}

const get = (ref: string) => t.app.inject({ method: 'GET', url: `/api/collections/${ref}/trait-prices` });

/** `type/value` -> [floor, topOffer] of the answer. */
async function traitPrices(ref: string = w.token) {
  const res = await get(ref);
  expect(res.statusCode).toBe(200);
  const { items, total } = res.json().data as { items: TraitPrice[]; total: number };
  expect(total).toBe(items.length);
  return Object.fromEntries(items.map((i) => [`${i.traitType}/${i.value}`, [i.floor, i.topOffer]]));
}

beforeAll(async () => {
  t = await createTestApp();
  w = await createTradingWorld(t.db, 390);
  kit = await offerKit(w);
  rival = await fundedAccount(393, w.chain.rpcUrl);
  await Promise.all([kit.fund(w.buyer, 5n * ETH), kit.fund(rival, ETH), w.approveAll(w.seller)]);
  await giveTraits(t.db, w.token, {
    1: [
      ['Background', 'Jade'],
      ['Eyes', 'Calm'],
    ],
    2: [['Background', 'Jade']],
    3: [['Background', 'Onyx']],
    4: [['Background', 'Onyx']],
    5: [['Background', 'Ruby']],
  });
  const [collection] = await t.db.query.collections.findMany({
    where: (c, { eq }) => eq(c.tokenAddress, w.token),
  });
  slug = collection?.slug ?? '';
});
afterAll(() => t.close());

describe('GET /api/collections/:token/trait-prices', () => {
  it('is empty while nothing is listed and no offer is open', async () => {
    expect((await get(w.token)).json().data).toEqual({ items: [], total: 0 });
  });

  it('gives each listed value its floor, the cheapest valid listing among its items', async () => {
    await list(1n, ETH / 2n);
    await list(2n, (3n * ETH) / 10n);
    await list(3n, (7n * ETH) / 10n);
    expect(await traitPrices()).toEqual({
      'Background/Jade': ['0.3', null],
      'Background/Onyx': ['0.7', null],
      'Eyes/Calm': ['0.5', null],
    });
  });

  it('leaves out a listing whose seller no longer owns the item', async () => {
    await t.db.execute(sql`update tokens set owner = ${w.buyer.address.toLowerCase()}
      where chain_id = 31337 and token_address = ${w.token} and token_id = 2`);
    try {
      expect((await traitPrices())['Background/Jade']).toEqual(['0.5', null]);
    } finally {
      await t.db.execute(sql`update tokens set owner = ${w.seller.address.toLowerCase()}
        where chain_id = 31337 and token_address = ${w.token} and token_id = 2`);
    }
  });

  it('gives the best trait offer on exactly that trait, or the collection offer, whichever is higher', async () => {
    const jade = buildTokenIdTree([1n, 2n]).root;
    await make(w.buyer, { kind: OfferKind.Trait, amount: (4n * ETH) / 10n, traitRoot: jade }, JADE);
    await make(rival, { amount: ETH / 10n });
    // An item offer is not a trait's.
    await make(rival, { kind: OfferKind.Item, tokenId: 3n, amount: (9n * ETH) / 10n });
    expect(await traitPrices()).toEqual({
      'Background/Jade': ['0.3', '0.4'],
      'Background/Onyx': ['0.7', '0.1'],
      'Background/Ruby': [null, '0.1'],
      'Eyes/Calm': ['0.5', '0.1'],
    });
    expect(await traitPrices(slug)).toEqual(await traitPrices());
  });

  it('leaves out an offer its offerer can no longer pay', async () => {
    await kit.unwrap(rival, ETH);
    try {
      expect(await traitPrices()).toEqual({
        'Background/Jade': ['0.3', '0.4'],
        'Background/Onyx': ['0.7', null],
        'Eyes/Calm': ['0.5', null],
      });
    } finally {
      await kit.fund(rival, ETH);
    }
  });

  it('answers 404 for an unknown collection, 400 for something neither an address nor a slug', async () => {
    expect((await get(`0x${'42'.repeat(20)}`)).statusCode).toBe(404);
    expect((await get('no-such-collection')).statusCode).toBe(404);
    for (const bad of ['0xABCD', 'Not_A_Slug']) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/collections/${w.token}/trait-prices?chainId=1` }))
        .statusCode,
    ).toBe(404);
  });
});
