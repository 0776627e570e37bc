import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTradingWorld, listingBody, signInAs, type TradingWorld } from '../helpers/trading-fixtures.ts';

let t: TestApp;
let w: TradingWorld;
let sellerCookie: string;
let watcher: { cookie: string; account: string };
const ETH = 10n ** 18n;

// Accounts 240-242 of the run's mnemonic belong to this file (helpers/trading-fixtures.ts).
beforeAll(async () => {
  t = await createTestApp();
  w = await createTradingWorld(t.db, 240);
  await w.approveAll(w.seller);
  sellerCookie = (await signInAs(t.app, w.seller)).cookie;
  watcher = await signIn(t.app);
});
afterAll(() => t.close());

const list = async (tokenId: bigint, price: bigint) =>
  t.app.inject({
    method: 'POST',
    url: '/api/listings',
    payload: listingBody(await w.signListing(w.seller, { tokenId, price })),
    headers: { cookie: sellerCookie },
  });
const notificationsOf = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });

describe('POST /api/listings and the watchlist', () => {
  it('tells a watcher whose alert price the new listing meets, with the listing in the notification', async () => {
    const watched = await t.app.inject({
      method: 'POST',
      url: '/api/watchlist',
      payload: { kind: 'item', collection: w.token, tokenId: '2', alertPriceWei: ETH.toString() },
      headers: { cookie: watcher.cookie },
    });
    expect(watched.statusCode).toBe(201);

    expect((await list(2n, 2n * ETH)).statusCode).toBe(201);
    expect((await notificationsOf(watcher.cookie)).json().data.total).toBe(0);

    const listed = await list(2n, ETH / 2n);
    expect(listed.statusCode).toBe(201);
    const { items, unread } = (await notificationsOf(watcher.cookie)).json().data;
    expect(unread).toBe(1);
    expect(items[0]).toMatchObject({
      kind: 'price_drop',
      watch: 'item',
      listingHash: listed.json().data.hash,
      priceEther: '0.5',
      alertPriceEther: '1',
      target: { collection: w.token, tokenId: '2', collectionName: 'Trade Guardians' },
    });
    const [watch] = (
      await t.app.inject({ method: 'GET', url: '/api/watchlist', headers: { cookie: watcher.cookie } })
    ).json().data.items;
    expect(watch).toMatchObject({ floorWei: (ETH / 2n).toString(), lastAlertedAt: expect.any(String) });
  });
});
