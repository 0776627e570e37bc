import type { LiveEvent } from '@guardians/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifyListingSold,
  notifyOfferReceived,
} from '../../src/services/notifications/notification-producers.ts';
import { createGuardianGrid, randomAddress } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ETH, randomHash } from '../helpers/watch-fixtures.ts';

let t: TestApp;
let grid: Awaited<ReturnType<typeof createGuardianGrid>>;
let alice: { cookie: string; account: string };
let bob: { cookie: string; account: string };

// READ_CACHE on: the change feed carries the database's announcements to the live stream.
beforeAll(async () => {
  t = await createTestApp({ env: { READ_CACHE: 'on' } });
  grid = await createGuardianGrid(t.db);
  [alice, bob] = await Promise.all([signIn(t.app), signIn(t.app)]);
});
afterAll(() => t.close());

const sold = (seller: string, tokenId: bigint, price = ETH / 2n) =>
  notifyListingSold(t.db, {
    chainId: grid.collection.chainId,
    txHash: randomHash(),
    logIndex: 0,
    token: grid.collection.tokenAddress,
    tokenId,
    seller,
    buyer: randomAddress(),
    price,
  });

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const markRead = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/notifications/read',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

describe('signed out', () => {
  it('answers 401 to the list, the count and marking read', async () => {
    expect((await get('/api/notifications')).statusCode).toBe(401);
    expect((await get('/api/notifications/unread-count')).statusCode).toBe(401);
    expect((await markRead({ all: true })).statusCode).toBe(401);
  });
});

describe('the notification centre', () => {
  beforeAll(async () => {
    await sold(alice.account, 1n, ETH);
    await sold(alice.account, 2n);
    await notifyOfferReceived(
      t.db,
      {
        hash: randomHash(),
        chainId: grid.collection.chainId,
        offerer: bob.account,
        collection: grid.collection.tokenAddress,
        kind: 'item',
        tokenId: '3',
        amountWei: (ETH / 10n).toString(),
      },
      [alice.account],
    );
    await sold(bob.account, 4n);
  });

  it("lists the caller's own notifications newest first, with ether amounts and the unread count", async () => {
    const res = await get('/api/notifications', alice.cookie);
    expect(res.statusCode).toBe(200);
    const { items, total, unread } = res.json().data;
    expect([total, unread]).toEqual([3, 3]);
    expect(items.map((n: { kind: string }) => n.kind)).toEqual([
      'offer_received',
      'listing_sold',
      'listing_sold',
    ]);
    expect(items[0]).toMatchObject({
      offerer: bob.account,
      amountWei: (ETH / 10n).toString(),
      amountEther: '0.1',
      readAt: null,
      target: { tokenId: '3', itemName: 'Guardian #3', collectionSlug: 'test-guardians' },
    });
    expect(items[2]).toMatchObject({ priceEther: '1', target: { tokenId: '1' } });
  });

  it('pages with offset and limit; total and unread count the whole list', async () => {
    const res = await get('/api/notifications?offset=2&limit=2', alice.cookie);
    expect(res.json().data).toMatchObject({ total: 3, unread: 3 });
    expect(res.json().data.items).toHaveLength(1);
  });

  it('refuses a limit above 50 with a sentence', async () => {
    const res = await get('/api/notifications?limit=500', alice.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/limit/);
  });

  it("counts the caller's unread notifications", async () => {
    const res = await get('/api/notifications/unread-count', bob.cookie);
    expect(res.json()).toEqual({ data: 1 });
  });

  it("marks only the caller's own: another account's id marks nothing and stays unread", async () => {
    const [bobsNotification] = (await get('/api/notifications', bob.cookie)).json().data.items;
    const [alicesNewest] = (await get('/api/notifications', alice.cookie)).json().data.items;
    const res = await markRead({ ids: [alicesNewest.id, bobsNotification.id] }, alice.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { marked: 1, unread: 2 } });
    const bobs = (await get('/api/notifications', bob.cookie)).json().data;
    expect(bobs).toMatchObject({ total: 1, unread: 1 });
    expect(bobs.items[0].readAt).toBeNull();
    const alices = (await get('/api/notifications', alice.cookie)).json().data.items;
    expect(alices[0].readAt).toEqual(expect.any(String));
  });

  it('refuses a body naming neither ids nor all, with a sentence', async () => {
    for (const body of [{}, { ids: [] }, { all: false }, { ids: [0] }]) {
      const res = await markRead(body, alice.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
    expect((await markRead({}, alice.cookie)).json().message).toContain('Send `ids`');
  });

  it('marks all read at once', async () => {
    const res = await markRead({ all: true }, alice.cookie);
    expect(res.json()).toEqual({ data: { marked: 2, unread: 0 } });
    expect((await get('/api/notifications/unread-count', alice.cookie)).json()).toEqual({ data: 0 });
  });
});

describe('live delivery', () => {
  /** What the bus hears while `work` runs and up to `waitMs` after (less once something arrives). */
  async function heard(work: () => Promise<unknown>, waitMs = 3000): Promise<LiveEvent[]> {
    const events: LiveEvent[] = [];
    const stop = t.app.live.subscribe((event) => events.push(event));
    try {
      await work();
      // The database announces at commit; the change feed hears it a moment later.
      for (let waited = 0; waited < waitMs && events.length === 0; waited += 25)
        await new Promise((resolve) => setTimeout(resolve, 25));
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      stop();
    }
    return events.filter((event) => event.type === 'notification');
  }

  it('announces a new notification with the account only, once', async () => {
    const events = await heard(() => sold(bob.account, 5n));
    expect(events).toEqual([{ type: 'notification', account: bob.account }]);
  });

  it('announces marking read once for the whole batch, so other tabs follow', async () => {
    await heard(() => sold(bob.account, 6n));
    const events = await heard(() => markRead({ all: true }, bob.cookie));
    expect(events).toEqual([{ type: 'notification', account: bob.account }]);
  });

  it('announces nothing for a fact already notified', async () => {
    const fact = {
      chainId: grid.collection.chainId,
      txHash: randomHash(),
      logIndex: 1,
      token: grid.collection.tokenAddress,
      tokenId: 7n,
      seller: bob.account,
      buyer: randomAddress(),
      price: ETH,
    };
    await heard(() => notifyListingSold(t.db, fact));
    expect(await heard(() => notifyListingSold(t.db, fact), 400)).toEqual([]);
  });
});
