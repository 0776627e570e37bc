import { GuardianCollectionAbi, GuardianMarketplaceAbi, type Listing, OfferKind } from '@guardians/contracts';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveTraits, type OfferKit, offerBody, offerKit } from '../helpers/offer-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTradingWorld, listingBody, signInAs, type TradingWorld } from '../helpers/trading-fixtures.ts';

let t: TestApp;
let w: TradingWorld;
let kit: OfferKit;
let slug: string;
const ETH = 10n ** 18n;
const ZERO = '0x0000000000000000000000000000000000000000';
const JADE = { type: 'Background', value: 'Jade' };

type Row = {
  id: string;
  kind: string;
  tokenId: string | null;
  itemName: string | null;
  from: string;
  to: string | null;
  price: string | null;
  timestamp: string;
  txHash: string | null;
  offerKind: string | null;
  trait: { type: string; value: string } | null;
};

const get = (url: string) => t.app.inject({ method: 'GET', url });
const activity = (query = '', ref: string = w.token) => get(`/api/collections/${ref}/activity${query}`);
async function rows(query = ''): Promise<{ items: Row[]; total: number }> {
  const res = await activity(query);
  if (res.statusCode !== 200) throw new Error(`activity${query}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}
/** `kind tokenId` per row, e.g. 'sale 3', 'offer -' for an offer on no item. */
const summary = (items: Row[]) => items.map((r) => `${r.kind} ${r.tokenId ?? '-'}`);

/** Waits into the next wall-clock second: the feed orders times to the second first. */
async function nextSecond() {
  await new Promise((resolve) => setTimeout(resolve, 1_020 - (Date.now() % 1_000)));
}

async function post(url: string, account: TradingWorld['seller'], payload: unknown) {
  const { cookie } = await signInAs(t.app, account);
  const res = await t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
  if (res.statusCode !== 201) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

async function list(tokenId: bigint, price: bigint) {
  const signed = await w.signListing(w.seller, { tokenId, price });
  await post('/api/listings', w.seller, listingBody(signed));
  return signed;
}

async function sellerWrites(functionName: 'cancel' | 'acceptOffer' | 'transferFrom', args: unknown[]) {
  const wallet = w.walletOf(w.seller);
  const hash =
    functionName === 'transferFrom'
      ? await wallet.writeContract({
          chain: null,
          address: w.token as Hex,
          abi: GuardianCollectionAbi,
          functionName,
          args: args as [Hex, Hex, bigint],
        })
      : await wallet.writeContract({
          chain: null,
          address: w.marketplace,
          abi: GuardianMarketplaceAbi,
          functionName,
          args: args as never,
        });
  return w.confirm(hash);
}

// The history, one step per second (tokens 1-6 minted to the seller when the world is made):
// listing 1, its cancel, three offers (item 2, trait Jade, collection), listing 3 and its sale, the
// item offer on 2 accepted, token 5 transferred. Traits: Jade on 1, 2 and 4; Onyx on 3 and 5; Red eyes on 4.
beforeAll(async () => {
  t = await createTestApp();
  w = await createTradingWorld(t.db, 280, { supply: 6 });
  kit = await offerKit(w);
  await kit.fund(w.buyer, 5n * ETH);
  await w.approveAll(w.seller);
  await giveTraits(t.db, w.token, {
    1: [['Background', 'Jade']],
    2: [['Background', 'Jade']],
    3: [['Background', 'Onyx']],
    4: [
      ['Background', 'Jade'],
      ['Eyes', 'Red'],
    ],
    5: [['Background', 'Onyx']],
  });
  const collection = await t.db.query.collections.findFirst({
    where: (c, { eq }) => eq(c.tokenAddress, w.token),
  });
  slug = collection?.slug ?? '';

  await nextSecond();
  const one: { listing: Listing; signature: Hex } = await list(1n, ETH);
  await nextSecond();
  await sellerWrites('cancel', [one.listing]);
  await w.indexer.syncOnce();
  await nextSecond();
  const itemOffer = await kit.sign(w.buyer, { kind: OfferKind.Item, tokenId: 2n, amount: ETH / 10n });
  await post('/api/offers', w.buyer, offerBody(itemOffer));
  const root = (await get(`/api/offers/trait-root/${w.token}?traitType=Background&traitValue=Jade`)).json()
    .data.root as Hex;
  await post(
    '/api/offers',
    w.buyer,
    offerBody(await kit.sign(w.buyer, { kind: OfferKind.Trait, traitRoot: root, amount: ETH / 5n }), JADE),
  );
  await post('/api/offers', w.buyer, offerBody(await kit.sign(w.buyer, { amount: ETH / 20n })));
  await nextSecond();
  const three = await list(3n, ETH / 2n);
  await nextSecond();
  await w.confirm(
    await w.walletOf(w.buyer).writeContract({
      chain: null,
      address: w.marketplace,
      abi: GuardianMarketplaceAbi,
      functionName: 'buy',
      args: [three.listing, three.signature],
      value: three.listing.price,
    }),
  );
  await nextSecond();
  await sellerWrites('acceptOffer', [itemOffer.offer, itemOffer.signature, 2n, []]);
  await nextSecond();
  await sellerWrites('transferFrom', [w.seller.address, w.buyer.address, 5n]);
  await w.indexer.syncOnce();
}, 60_000);
afterAll(() => t.close());

describe('GET /api/collections/:token/activity', () => {
  const seller = () => w.seller.address.toLowerCase();
  const buyer = () => w.buyer.address.toLowerCase();

  it('lists every kind newest first, a sale absorbing its own Transfer, with the total', async () => {
    const { items, total } = await rows();
    expect(summary(items)).toEqual([
      'transfer 5',
      'sale 2',
      'sale 3',
      'listing 3',
      'offer -',
      'offer -',
      'offer 2',
      'cancel 1',
      'listing 1',
      ...['6', '5', '4', '3', '2', '1'].map((id) => `mint ${id}`),
    ]);
    expect(total).toBe(items.length);
    const times = items.map((r) => Date.parse(r.timestamp));
    expect(times).toEqual(times.toSorted((a, b) => b - a));

    const [transfer, offerSale, sale, listing, collectionOffer, traitOffer, itemOffer, cancel] = items;
    expect(transfer).toMatchObject({ from: seller(), to: buyer(), price: null, offerKind: null });
    expect(transfer?.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(offerSale).toMatchObject({ from: seller(), to: buyer(), price: '0.1', offerKind: 'item' });
    expect(sale).toMatchObject({ from: seller(), to: buyer(), price: '0.5', offerKind: null });
    expect(listing).toMatchObject({ from: seller(), to: null, price: '0.5', txHash: null });
    expect(collectionOffer).toMatchObject({
      from: buyer(),
      price: '0.05',
      offerKind: 'collection',
      trait: null,
    });
    expect(traitOffer).toMatchObject({ from: buyer(), price: '0.2', offerKind: 'trait', trait: JADE });
    expect(itemOffer).toMatchObject({ from: buyer(), price: '0.1', offerKind: 'item', tokenId: '2' });
    expect(cancel).toMatchObject({ from: seller(), price: '1', txHash: null, offerKind: null });
    expect(items.at(-1)).toMatchObject({ kind: 'mint', from: ZERO, to: seller(), tokenId: '1' });
    expect(new Set(items.map((r) => r.id)).size).toBe(items.length);
  });

  it('answers the same by slug', async () => {
    const bySlug = await activity('', slug);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toEqual((await activity()).json());
  });

  it('keeps only the kinds asked for, comma-separated or repeated', async () => {
    expect(summary((await rows('?kind=sale,listing')).items)).toEqual([
      'sale 2',
      'sale 3',
      'listing 3',
      'listing 1',
    ]);
    const offersAndCancels = await rows('?kind=offer&kind=cancel');
    expect(summary(offersAndCancels.items)).toEqual(['offer -', 'offer -', 'offer 2', 'cancel 1']);
    expect(offersAndCancels.total).toBe(4);
    const minted = await rows('?kind=mint&kind=mint,burn');
    expect(minted.total).toBe(6);
    expect(minted.items.every((r) => r.kind === 'mint')).toBe(true);
    expect((await rows('?kind=transfer')).items.map((r) => r.tokenId)).toEqual(['5']);
  });

  it('keeps events of items with the traits, trait offers on a selected value, and no collection offer', async () => {
    const jade = await rows('?trait=Background:Jade');
    expect(summary(jade.items)).toEqual([
      'sale 2',
      'offer -',
      'offer 2',
      'cancel 1',
      'listing 1',
      'mint 4',
      'mint 2',
      'mint 1',
    ]);
    expect(jade.items[1]).toMatchObject({ offerKind: 'trait', trait: JADE });
    expect(jade.total).toBe(8);

    // Types ANDed: only item 4 has both; the Jade offer covers it.
    expect(summary((await rows('?trait=Background:Jade&trait=Eyes:Red')).items)).toEqual([
      'offer -',
      'mint 4',
    ]);
    // Values of one type ORed.
    const either = await rows('?trait=Background:Onyx&trait=Background:Jade&kind=mint');
    expect(either.items.map((r) => r.tokenId)).toEqual(['5', '4', '3', '2', '1']);
    expect(summary((await rows('?trait=Background:Onyx')).items)).toEqual([
      'transfer 5',
      'sale 3',
      'listing 3',
      'mint 5',
      'mint 3',
    ]);
    expect((await rows('?trait=Background:Gold')).total).toBe(0);
    // A type is any text, names of object properties included.
    expect((await rows('?trait=__proto__:x&trait=constructor:y')).total).toBe(0);
  });

  it('pages newest first: the pages put together are the whole feed, each with the total', async () => {
    const all = await rows();
    const pages: Row[] = [];
    for (let offset = 0; offset < all.total; offset += 4) {
      const page = await rows(`?offset=${offset}&limit=4`);
      expect(page.total).toBe(all.total);
      expect(page.items.length).toBeLessThanOrEqual(4);
      pages.push(...page.items);
    }
    expect(pages.map((r) => r.id)).toEqual(all.items.map((r) => r.id));
    const past = await rows(`?offset=${all.total}&limit=4`);
    expect(past).toEqual({ items: [], total: all.total });
    const filtered = await rows('?kind=offer&offset=1&limit=1');
    expect(filtered.total).toBe(3);
    expect(filtered.items).toHaveLength(1);
    expect(filtered.items[0]).toMatchObject({ offerKind: 'trait' });
  });

  it('answers 400 with a sentence for an unknown kind, a malformed trait or paging it cannot serve', async () => {
    const unknown = await activity('?kind=sale,swap');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/'swap' is not an activity kind/);
    for (const query of [
      '?kind=',
      '?kind=sale,',
      '?kind=Sale',
      `?${Array.from({ length: 8 }, () => 'kind=sale').join('&')}`,
      '?trait=Background',
      '?trait=:Jade',
      '?limit=0',
      '?limit=1000',
      '?offset=-1',
      '?limit=abc',
    ]) {
      const res = await activity(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBeTruthy();
    }
  });

  it('answers 404 for an unknown collection, by address, by slug or on another chain', async () => {
    for (const url of [
      `/api/collections/0x${'de'.repeat(20)}/activity`,
      '/api/collections/no-such-collection/activity',
      `/api/collections/${w.token}/activity?chainId=1`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('COLLECTION_NOT_FOUND');
    }
  });
});
