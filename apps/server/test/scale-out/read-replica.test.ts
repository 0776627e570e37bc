import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createChainClient } from '../../src/chain/chain-client.ts';
import type { Database } from '../../src/db/client.ts';
import { sessions } from '../../src/db/schema/index.ts';
import { appendLedger } from '../../src/services/points/points-ledger.ts';
import {
  createCollection,
  createToken,
  createTransfers,
  randomAddress,
  ZERO_ADDRESS,
} from '../helpers/catalogue-fixtures.ts';
import { insertSubmission } from '../helpers/gallery-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { seedSite, testConfig } from './scale-out-nodes.ts';

/**
 * The replica is a second database with the same migrations whose rows differ from the primary's,
 * so every answer shows which one it was read from.
 */
let primary: Database;
let replica: Database;
let app: FastifyInstance;
const owner = randomAddress();
const onReplica = { earner: randomAddress(), submission: 0 };
const onPrimary = { earner: randomAddress(), submission: 0 };

beforeAll(async () => {
  const config = testConfig();
  primary = await createTestDatabase();
  replica = await createTestDatabase();
  for (const db of [primary.db, replica.db]) await seedSite(db, config);

  const replicaCollection = await createCollection(replica.db, {
    slug: 'replica-apes',
    name: 'Replica Apes',
  });
  await createToken(replica.db, replicaCollection, { id: 1, owner, traits: [['Hat', 'Crown']] });
  await createToken(replica.db, replicaCollection, { id: 2, owner, traits: [['Hat', 'Cap']] });
  await createTransfers(replica.db, replicaCollection, [
    { tokenId: 1, from: ZERO_ADDRESS, to: owner, blockNumber: 5 },
  ]);
  await createCollection(primary.db, { slug: 'primary-apes', name: 'Primary Apes' });
  onReplica.submission = await insertSubmission(replica.db, { text: 'replica art' });
  onPrimary.submission = await insertSubmission(primary.db, { text: 'primary art' });
  await appendLedger(replica.db, { account: onReplica.earner, amount: 10, reason: 'adjustment' });
  await appendLedger(primary.db, { account: onPrimary.earner, amount: 10, reason: 'adjustment' });

  const chain = createChainClient({
    rpcUrl: inject('rpcUrl'),
    chainId: config.chainId,
    name: config.chainName,
  });
  app = await buildApp(config, { db: primary.db, chain, readDb: replica.db });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await primary?.close();
  await replica?.close();
});

async function data<T>(url: string, init: { method?: 'GET' | 'POST'; payload?: object } = {}): Promise<T> {
  const res = await app.inject({
    url,
    method: init.method ?? 'GET',
    ...(init.payload ? { payload: init.payload } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

describe('list queries on the read replica (DATABASE_READ_URL)', () => {
  it('reads the collections list from the replica', async () => {
    const list = await data<{ items: { slug: string }[] }>('/api/collections/all');
    expect(list.items.map((c) => c.slug)).toEqual(['replica-apes']);
  });

  it("reads a collection's items, with a trait filter, from the replica", async () => {
    const all = await data<{ assets: { tokenId: string }[] }>('/api/collections/replica-apes');
    expect(all.assets.map((item) => item.tokenId)).toEqual(['1', '2']);
    const crowned = await data<{ assets: { tokenId: string }[] }>('/api/collections/replica-apes', {
      method: 'POST',
      payload: { Hat: ['Crown'] },
    });
    expect(crowned.assets.map((item) => item.tokenId)).toEqual(['1']);
    expect((await app.inject({ url: '/api/collections/primary-apes' })).statusCode).toBe(404);
  });

  it('reads the leaderboard, the gallery and its count from the replica', async () => {
    const board = await data<{ items: { account: string }[] }>('/api/quests/leaderboard');
    expect(board.items.map((e) => e.account)).toEqual([onReplica.earner]);
    const art = await data<{ items: { _id: number; text: string }[]; total: number }>('/api/gallery/all');
    expect(art.items.map((s) => s.text)).toEqual(['replica art']);
    expect(art.total).toBe(1);
    expect(await data<number>('/api/gallery/count')).toBe(1);
  });

  it("reads search and an item's activity from the replica", async () => {
    const found = await data<{ collections: { slug: string }[] }>('/api/search?q=apes');
    expect(found.collections.map((c) => c.slug)).toEqual(['replica-apes']);
    const collection = await data<{ tokenAddress: string }>('/api/collections/replica-apes/metadata');
    const activity = await data<{ items: { type?: string }[]; total: number }>(
      `/api/nfts/${collection.tokenAddress}/1/activity`,
    );
    expect(activity.total).toBe(1);
  });

  it('signs in and keeps the session on the primary, where signed-in routes find it', async () => {
    const { cookie, account } = await signIn(app);
    const onPrimaryRows = await primary.db.select().from(sessions);
    const onReplicaRows = await replica.db.select().from(sessions);
    expect(onPrimaryRows.map((s) => s.account)).toContain(account);
    expect(onReplicaRows).toEqual([]);
    const balance = await app.inject({ url: '/api/points/balance/me', headers: { cookie } });
    expect(balance.statusCode).toBe(200);
    expect(balance.json().data.account).toBe(account);
  });

  it("reads a signed-in viewer's gallery page from the replica too", async () => {
    const { cookie } = await signIn(app);
    const art = await app.inject({ url: '/api/gallery/all', headers: { cookie } });
    expect(art.statusCode).toBe(200);
    expect(art.json().data.items.map((s: { _id: number }) => s._id)).toEqual([onReplica.submission]);
  });
});
