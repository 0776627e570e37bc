import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardianGrid, randomAddress } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ETH, storeListing, storeWatch } from '../helpers/watch-fixtures.ts';

let t: TestApp;
let grid: Awaited<ReturnType<typeof createGuardianGrid>>;
let alice: { cookie: string; account: string };
let bob: { cookie: string; account: string };

beforeAll(async () => {
  t = await createTestApp();
  grid = await createGuardianGrid(t.db);
  [alice, bob] = await Promise.all([signIn(t.app), signIn(t.app)]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const watch = (body: unknown, cookie = alice.cookie) => call('POST', '/api/watchlist', cookie, body);
const collection = () => grid.collection.tokenAddress;

describe('signed out', () => {
  it('answers 401 to every watchlist call', async () => {
    expect((await call('GET', '/api/watchlist')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/watchlist', undefined, { kind: 'collection', collection: collection() }))
        .statusCode,
    ).toBe(401);
    expect((await call('PUT', '/api/watchlist/1', undefined, { alertPriceWei: null })).statusCode).toBe(401);
    expect((await call('DELETE', '/api/watchlist/1')).statusCode).toBe(401);
  });
});

describe('watching', () => {
  it('watches a collection (201), and answers the same watch when asked again (200)', async () => {
    const first = await watch({
      kind: 'collection',
      collection: collection().toUpperCase().replace('0X', '0x'),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      kind: 'collection',
      collection: collection(),
      collectionName: 'Test Guardians',
      collectionSlug: 'test-guardians',
      tokenId: null,
      trait: null,
      alertPriceWei: null,
      floorWei: null,
    });
    const again = await watch({ kind: 'collection', collection: collection() });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
  });

  it('replaces the alert price when the same target is watched again with one', async () => {
    const res = await watch({ kind: 'collection', collection: collection(), alertPriceWei: ETH.toString() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ alertPriceWei: ETH.toString(), alertPriceEther: '1' });
  });

  it("watches an item with an alert, showing its name, picture and the item's cheapest listing", async () => {
    await storeListing(t.db, grid.collection, { tokenId: 7, seller: grid.holders[1], priceWei: ETH / 4n });
    const res = await watch({
      kind: 'item',
      collection: collection(),
      tokenId: '007',
      alertPriceWei: '1000',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      kind: 'item',
      tokenId: '7',
      itemName: 'Guardian #7',
      image: 'https://cdn.example/guardians/7.png',
      floorWei: (ETH / 4n).toString(),
      floorEther: '0.25',
      alertPriceWei: '1000',
    });
  });

  it('watches a trait; its floor is the cheapest valid listing of an item with it', async () => {
    // #4 has fierce eyes; #9 (cheaper) does not, and #1's listing is by someone who no longer holds it.
    await storeListing(t.db, grid.collection, { tokenId: 4, seller: grid.holders[1], priceWei: ETH / 2n });
    await storeListing(t.db, grid.collection, { tokenId: 9, seller: grid.holders[0], priceWei: ETH / 10n });
    await storeListing(t.db, grid.collection, { tokenId: 1, seller: randomAddress(), priceWei: ETH / 10n });
    const res = await watch({
      kind: 'trait',
      collection: collection(),
      trait: { type: 'Eyes', value: 'Fierce' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      kind: 'trait',
      trait: { type: 'Eyes', value: 'Fierce' },
      floorWei: (ETH / 2n).toString(),
    });
  });

  it('lists the caller’s watches newest first, and only theirs', async () => {
    await watch({ kind: 'collection', collection: collection() }, bob.cookie);
    const res = await call('GET', '/api/watchlist', alice.cookie);
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(3);
    expect(items.map((w: { kind: string }) => w.kind)).toEqual(['trait', 'item', 'collection']);
    expect(items[2].floorWei).toBe((ETH / 10n).toString());
  });
});

describe('mistakes', () => {
  it('answers 404 with a sentence for an unknown collection, item or trait', async () => {
    const unknownCollection = await watch({ kind: 'collection', collection: randomAddress() });
    expect(unknownCollection.statusCode).toBe(404);
    expect(unknownCollection.json().message).toMatch(/^No collection '0x[0-9a-f]{40}' on chain 31337$/);
    const burned = await watch({ kind: 'item', collection: collection(), tokenId: '13' });
    expect(burned.statusCode).toBe(404);
    expect(burned.json().message).toBe("No token 13 in collection 'test-guardians' on chain 31337");
    const trait = await watch({
      kind: 'trait',
      collection: collection(),
      trait: { type: 'Eyes', value: 'Sleepy' },
    });
    expect(trait.statusCode).toBe(404);
    expect(trait.json()).toMatchObject({
      code: 'TRAIT_NOT_FOUND',
      message: 'No item of Test Guardians has the trait Eyes: Sleepy',
    });
  });

  it('answers 400 with a sentence for a zero, negative or decimal alert price, or an unknown kind', async () => {
    for (const alertPriceWei of ['0', '-1', '0.5', '1e18', 1]) {
      const res = await watch({ kind: 'collection', collection: collection(), alertPriceWei });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/alertPriceWei/);
    }
    expect((await watch({ kind: 'wallet', collection: collection() })).statusCode).toBe(400);
    expect((await watch({ kind: 'item', collection: collection() })).json().message).toMatch(/tokenId/);
  });

  it('refuses a 201st watch with a sentence', async () => {
    const crowded = await signIn(t.app);
    for (let id = 1; id <= 200; id += 1)
      await storeWatch(t.db, grid.collection, { account: crowded.account, tokenId: 1000 + id });
    const res = await watch({ kind: 'collection', collection: collection() }, crowded.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'WATCHLIST_FULL' });
    expect(res.json().message).toContain('at most 200');
  });
});

describe('changing and removing', () => {
  it('sets and removes the alert price of an own watch', async () => {
    const { id } = (await watch({ kind: 'item', collection: collection(), tokenId: '2' })).json().data;
    const set = await call('PUT', `/api/watchlist/${id}`, alice.cookie, { alertPriceWei: '5' });
    expect(set.json().data).toMatchObject({ id, alertPriceWei: '5' });
    const cleared = await call('PUT', `/api/watchlist/${id}`, alice.cookie, { alertPriceWei: null });
    expect(cleared.json().data).toMatchObject({ id, alertPriceWei: null, alertPriceEther: null });
  });

  it("cannot see, change or remove another account's watch (404, as for an unknown id)", async () => {
    const { id } = (await watch({ kind: 'item', collection: collection(), tokenId: '3' }, bob.cookie)).json()
      .data;
    const put = await call('PUT', `/api/watchlist/${id}`, alice.cookie, { alertPriceWei: '5' });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ code: 'WATCH_NOT_FOUND' });
    expect((await call('DELETE', `/api/watchlist/${id}`, alice.cookie)).statusCode).toBe(404);
    const bobs = (await call('GET', '/api/watchlist', bob.cookie)).json().data.items;
    expect(
      bobs.some((w: { id: number; alertPriceWei: string | null }) => w.id === id && w.alertPriceWei === null),
    ).toBe(true);
  });

  it('answers 400 for an id that is not a positive whole number', async () => {
    expect((await call('DELETE', '/api/watchlist/abc', alice.cookie)).statusCode).toBe(400);
    expect((await call('PUT', '/api/watchlist/0', alice.cookie, { alertPriceWei: null })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', '/api/watchlist/1', alice.cookie, {})).statusCode).toBe(400);
  });

  it('removes an own watch and answers it; a second removal is a 404', async () => {
    const { id } = (await watch({ kind: 'item', collection: collection(), tokenId: '5' })).json().data;
    const removed = await call('DELETE', `/api/watchlist/${id}`, alice.cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ id, tokenId: '5' });
    expect((await call('DELETE', `/api/watchlist/${id}`, alice.cookie)).statusCode).toBe(404);
    const items = (await call('GET', '/api/watchlist', alice.cookie)).json().data.items;
    expect(items.some((w: { id: number }) => w.id === id)).toBe(false);
  });
});
