import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { notifications, watchlist } from '../../src/db/schema/index.ts';
import { notifyListingSold } from '../../src/services/notifications/notification-producers.ts';
import { randomAddress } from '../helpers/catalogue-fixtures.ts';
import { randomHash } from '../helpers/watch-fixtures.ts';
import type { OwnerCaseSpec } from './authorization-owner-cases.ts';
import type { OwnerWorld } from './authorization-owner-world.ts';
import type { SignedIn } from './authorization-requests.ts';

/** The notification centre and the watchlist (decision 0088): a person's own rows, by id or by session. */

const withCookie = (caller: SignedIn | null, options: InjectOptions): InjectOptions => ({
  ...options,
  headers: { ...options.headers, ...(caller ? { cookie: caller.cookie } : {}) },
});

const watchesOf = (w: OwnerWorld, account: string) =>
  w.t.db.select().from(watchlist).where(eq(watchlist.account, account));

/** A member watching the world's collection; the watch's id is what the owned routes name. */
async function watcher(w: OwnerWorld) {
  const owner = await w.newMember();
  const res = await w.t.app.inject(
    withCookie(owner, {
      method: 'POST',
      url: '/api/watchlist',
      payload: { kind: 'collection', collection: w.guardians.tokenAddress },
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { owner, id: res.json().data.id as number };
}

const markRead: OwnerCaseSpec = {
  route: 'POST /api/notifications/read',
  kind: 'caller-scoped',
  build: async (w) => {
    const owner = await w.newMember();
    await notifyListingSold(w.t.db, {
      chainId: w.guardians.chainId,
      txHash: randomHash(),
      logIndex: 0,
      token: w.guardians.tokenAddress,
      tokenId: 1n,
      seller: owner.account,
      buyer: randomAddress(),
      price: 1n,
    });
    const ownerRows = () =>
      w.t.db.select().from(notifications).where(eq(notifications.account, owner.account));
    const [row] = await ownerRows();
    if (!row) throw new Error('the owner has no notification');
    return {
      owner,
      // The owner's notification id, sent by each caller: only the owner's request marks it.
      request: (caller) =>
        withCookie(caller, { method: 'POST', url: '/api/notifications/read', payload: { ids: [row.id] } }),
      ownerStatus: 200,
      ownerState: ownerRows,
    };
  },
};

const watch: OwnerCaseSpec = {
  route: 'POST /api/watchlist',
  kind: 'caller-scoped',
  build: async (w) => {
    const owner = await w.newMember();
    return {
      owner,
      request: (caller) =>
        withCookie(caller, {
          method: 'POST',
          url: '/api/watchlist',
          payload: { kind: 'item', collection: w.guardians.tokenAddress, tokenId: '2' },
        }),
      ownerStatus: 201,
      ownerState: () => watchesOf(w, owner.account),
    };
  },
};

const alertPrice: OwnerCaseSpec = {
  route: 'PUT /api/watchlist/:id',
  kind: 'owned',
  build: async (w) => {
    const { owner, id } = await watcher(w);
    return {
      owner,
      request: (caller) =>
        withCookie(caller, { method: 'PUT', url: `/api/watchlist/${id}`, payload: { alertPriceWei: '7' } }),
      ownerStatus: 200,
      refusedWith: [404],
      ownerState: () => watchesOf(w, owner.account),
    };
  },
};

const unwatch: OwnerCaseSpec = {
  route: 'DELETE /api/watchlist/:id',
  kind: 'owned',
  build: async (w) => {
    const { owner, id } = await watcher(w);
    return {
      owner,
      request: (caller) => withCookie(caller, { method: 'DELETE', url: `/api/watchlist/${id}` }),
      ownerStatus: 200,
      refusedWith: [404],
      ownerState: () =>
        w.t.db
          .select()
          .from(watchlist)
          .where(and(eq(watchlist.account, owner.account), eq(watchlist.id, id))),
    };
  },
};

export const WATCHLIST_OWNER_CASES: OwnerCaseSpec[] = [markRead, watch, alertPrice, unwatch];
