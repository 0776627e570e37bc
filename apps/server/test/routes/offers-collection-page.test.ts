import { buildTokenIdTree, OfferKind, verifyTokenIdProof } from '@guardians/contracts';
import type { HDAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveTraits, type OfferKit, offerBody, offerKit } from '../helpers/offer-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  createTradingWorld,
  fundedAccount,
  signInAs,
  type TradingWorld,
} from '../helpers/trading-fixtures.ts';

// What the collection page and the wallet's Offers tab read beyond the lists: the root a trait offer
// signs, the top offer beside the floor, and which of a holder's items a received offer would buy.

let t: TestApp;
let w: TradingWorld;
let kit: OfferKit;
let rival: HDAccount;
let slug: string;
const ETH = 10n ** 18n;
const JADE = { type: 'Background', value: 'Jade' };
const jadeRoot = () => `/api/offers/trait-root/${w.token}?traitType=Background&traitValue=Jade`;

async function make(account: HDAccount, fields: Parameters<OfferKit['sign']>[1], trait?: typeof JADE) {
  const { cookie } = await signInAs(t.app, account);
  const payload = offerBody(await kit.sign(account, fields), trait);
  const res = await t.app.inject({ method: 'POST', url: '/api/offers', payload, headers: { cookie } });
  if (res.statusCode !== 201) throw new Error(`POST /api/offers: ${res.statusCode} ${res.body}`);
  return res.json().data.hash as string;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const topOffer = async () =>
  (await get(`/api/collections/${w.token}/metadata?withStats=true`)).json().data.stats.total.top_offer;

beforeAll(async () => {
  t = await createTestApp();
  w = await createTradingWorld(t.db, 250);
  kit = await offerKit(w);
  rival = await fundedAccount(253, w.chain.rpcUrl);
  await Promise.all([kit.fund(w.buyer, 5n * ETH), kit.fund(rival, ETH)]);
  await giveTraits(t.db, w.token, {
    1: [['Background', 'Jade']],
    2: [['Background', 'Jade']],
    3: [['Background', 'Onyx']],
  });
  const [collection] = await t.db.query.collections.findMany({
    where: (c, { eq }) => eq(c.tokenAddress, w.token),
  });
  slug = collection?.slug ?? '';
});
afterAll(() => t.close());

describe('GET /api/offers/trait-root/:token', () => {
  it('answers the root of the live items with the trait and their count, by address or slug', async () => {
    const res = await get(jadeRoot());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ root: buildTokenIdTree([1n, 2n]).root, tokenCount: 2 });
    const bySlug = await get(`/api/offers/trait-root/${slug}?traitType=Background&traitValue=Jade`);
    expect(bySlug.json()).toEqual(res.json());
  });

  it('gives the root POST /api/offers accepts for a trait offer', async () => {
    const { root } = (await get(jadeRoot())).json().data;
    const hash = await make(w.buyer, { kind: OfferKind.Trait, amount: ETH / 10n, traitRoot: root }, JADE);
    expect((await get(`/api/offers/${hash}`)).json().data.trait).toEqual({ ...JADE, tokenCount: 2 });
  });

  it('answers 404 TRAIT_UNKNOWN for a trait no live item has, 404 for an unknown collection', async () => {
    const unknown = await get(`/api/offers/trait-root/${w.token}?traitType=Background&traitValue=Gold`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('TRAIT_UNKNOWN');
    const noCollection = await get(`/api/offers/trait-root/0x${'42'.repeat(20)}?traitType=a&traitValue=b`);
    expect(noCollection.statusCode).toBe(404);
  });

  it('answers 400 without a trait type, or with a value too long', async () => {
    expect((await get(`/api/offers/trait-root/${w.token}?traitValue=Jade`)).statusCode).toBe(400);
    const long = await get(
      `/api/offers/trait-root/${w.token}?traitType=Background&traitValue=${'x'.repeat(201)}`,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBeTruthy();
  });
});

describe('the top offer in the collection stats', () => {
  it('is null while the collection has no collection offer', async () => {
    expect(await topOffer()).toBeNull();
  });

  it('is the best collection offer its offerer can pay now, trait and item offers aside', async () => {
    await make(w.buyer, { amount: ETH / 5n, quantity: 3n });
    await make(rival, { amount: (3n * ETH) / 10n });
    await make(rival, { kind: OfferKind.Item, tokenId: 2n, amount: ETH });
    const jade = buildTokenIdTree([1n, 2n]).root;
    await make(w.buyer, { kind: OfferKind.Trait, amount: (9n * ETH) / 10n, traitRoot: jade }, JADE);
    expect(await topOffer()).toBe('0.3');

    // The rival's WETH falls below their offer: the next best one leads until they wrap again.
    await kit.unwrap(rival, ETH);
    try {
      expect(await topOffer()).toBe('0.2');
    } finally {
      await kit.fund(rival, ETH);
    }
    expect(await topOffer()).toBe('0.3');
  });

  it('is left out of the collections list, and out of metadata asked without stats', async () => {
    const list = (await get('/api/collections/all?limit=10')).json().data.items;
    const mine = list.find((c: { tokenAddress: string }) => c.tokenAddress === w.token);
    expect(mine.stats.total).not.toHaveProperty('top_offer');
    const plain = (await get(`/api/collections/${w.token}/metadata`)).json().data;
    expect(plain).not.toHaveProperty('stats');
  });
});

describe("the holder's items in received offers", () => {
  it('names the items each offer would buy, with proofs for a trait offer', async () => {
    const res = await get(`/api/offers/account/${w.seller.address}?role=received&limit=100`);
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as {
      kind: string;
      traitRoot: `0x${string}`;
      eligible: { tokenId: string; proof: `0x${string}`[] }[];
    }[];
    const ids = (kind: string) =>
      items.filter((o) => o.kind === kind).map((o) => o.eligible.map((e) => e.tokenId));
    // The seller holds all five items.
    expect(ids('item')).toEqual([['2']]);
    expect(ids('collection')).toEqual([
      ['1', '2', '3', '4', '5'],
      ['1', '2', '3', '4', '5'],
    ]);
    expect(ids('trait')).toEqual([
      ['1', '2'],
      ['1', '2'],
    ]);
    for (const offer of items.filter((o) => o.kind === 'trait')) {
      for (const { tokenId, proof } of offer.eligible) {
        expect(verifyTokenIdProof(offer.traitRoot, BigInt(tokenId), proof)).toBe(true);
      }
    }
    expect(items.filter((o) => o.kind !== 'trait').flatMap((o) => o.eligible.map((e) => e.proof))).toEqual(
      Array(11).fill([]),
    );
  });

  it("leaves `eligible` out of an account's own offers", async () => {
    const made = (await get(`/api/offers/account/${w.buyer.address}?role=made`)).json().data.items;
    expect(made.length).toBeGreaterThan(0);
    for (const offer of made) expect(offer).not.toHaveProperty('eligible');
  });
});
