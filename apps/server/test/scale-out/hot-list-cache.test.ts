import type { ArtistSubmission, LiveEvent } from '@guardians/shared';
import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { submissionReactions } from '../../src/db/schema/index.ts';
import { appendLedger } from '../../src/services/points/points-ledger.ts';
import { createCollection, randomAddress } from '../helpers/catalogue-fixtures.ts';
import { addLoves, insertSubmission } from '../helpers/gallery-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { type Nodes, startNodes } from './scale-out-nodes.ts';

const adminKey = generatePrivateKey();

let site: Nodes;
let a: FastifyInstance;
let b: FastifyInstance;

/** An event as the live bus delivers it: to every node. */
function arrive(event: LiveEvent): void {
  for (const node of site.nodes) node.live.publish(event);
}

async function get<T>(app: FastifyInstance, url: string, cookie?: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

const leaderboard = async (app: FastifyInstance, query = '') =>
  (await get<{ items: { account: string }[] }>(app, `/api/quests/leaderboard${query}`)).items.map(
    (e) => e.account,
  );
const collectionNames = async (app: FastifyInstance, query = '') =>
  (await get<{ items: { name: string }[] }>(app, `/api/collections/all${query}`)).items.map((c) => c.name);
const gallery = async (app: FastifyInstance, query = '', cookie?: string) =>
  (await get<{ items: ArtistSubmission[] }>(app, `/api/gallery/all${query}`, cookie)).items;
const galleryIds = async (app: FastifyInstance, query = '', cookie?: string) =>
  (await gallery(app, query, cookie)).map((s) => s._id);

const credit = (account: string, amount: number) =>
  appendLedger(site.db, { account, amount, reason: 'adjustment', note: 'test' });

beforeAll(async () => {
  site = await startNodes({ env: { ADMIN_ACCOUNTS: privateKeyToAccount(adminKey).address } });
  [a, b] = site.nodes as [FastifyInstance, FastifyInstance];
});
afterAll(async () => {
  await site?.close();
});

describe('the leaderboard cached for every node', () => {
  it("serves node A's first page on node B until points move, then the new ranks everywhere", async () => {
    const [x, y, z] = [randomAddress(), randomAddress(), randomAddress()];
    await credit(x, 100);
    expect(await leaderboard(a)).toEqual([x]);
    await credit(y, 200);
    expect(await leaderboard(b)).toEqual([x]); // A's answer, from Redis
    expect(await leaderboard(b, '?offset=0&limit=5')).toEqual([y, x]); // another page size: its own entry
    arrive({ type: 'leaderboard', account: y });
    expect(await leaderboard(b)).toEqual([y, x]);
    expect(await leaderboard(a)).toEqual([y, x]);

    await credit(z, 300);
    arrive({ type: 'claim', account: z }); // a claim does not move earned coins
    expect(await leaderboard(a)).toEqual([y, x]);
    arrive({ type: 'leaderboard' });
    expect(await leaderboard(a)).toEqual([z, y, x]);
  });

  it('reads pages after the first from the database every time', async () => {
    const before = await leaderboard(a, '?offset=1');
    await credit(randomAddress(), 1_000);
    expect(await leaderboard(b, '?offset=1')).not.toEqual(before);
  });
});

describe('the collections list cached for every node', () => {
  it('drops the cached first page on a catalogue event from either node', async () => {
    await createCollection(site.db, { slug: 'alpha', name: 'Alpha' });
    expect(await collectionNames(a)).toEqual(['Alpha']);
    await createCollection(site.db, { slug: 'beta', name: 'Beta' });
    expect(await collectionNames(b)).toEqual(['Alpha']);
    expect(await collectionNames(b, '?offset=1')).toEqual(['Beta']); // not cached
    arrive({ type: 'reaction', target: 'item', id: 'x:1' }); // not about the list
    expect(await collectionNames(b)).toEqual(['Alpha']);
    arrive({ type: 'catalogue', collectionId: 2 });
    expect(await collectionNames(b)).toEqual(['Alpha', 'Beta']);
    expect(await site.keys('guardians:lc:e:collections:*')).not.toEqual([]);
  });
});

describe('the gallery cached for every node, viewers apart', () => {
  let first: number;
  let second: number;
  let lover: { cookie: string; account: string };

  beforeAll(async () => {
    first = await insertSubmission(site.db, { tweetCreatedAt: new Date('2026-02-01T00:00:00Z') });
    second = await insertSubmission(site.db, { tweetCreatedAt: new Date('2026-02-02T00:00:00Z') });
    lover = await signIn(a);
    await site.db.insert(submissionReactions).values({ submissionId: first, account: lover.account });
  });

  it("marks each viewer's own loves on a shared first page, and caches nobody's", async () => {
    const anonymous = await gallery(a);
    expect(anonymous.map((s) => [s._id, s.userReaction.reactionActive])).toEqual([
      [second, false],
      [first, false],
    ]);
    const mine = await gallery(b, '', lover.cookie);
    expect(mine.map((s) => [s._id, s.userReaction.reactionActive, s.totalReactionsCount])).toEqual([
      [second, false, 0],
      [first, true, 1],
    ]);
    // The POST variant names the viewer in the body.
    const named = await b.inject({
      method: 'POST',
      url: '/api/gallery/all',
      payload: { userReactionData: { account: lover.account } },
    });
    expect(named.json().data.items.map((s: ArtistSubmission) => s.userReaction.reactionActive)).toEqual([
      false,
      true,
    ]);
    expect((await gallery(a)).every((s) => !s.userReaction.reactionActive)).toBe(true);
    for (const key of await site.keys('guardians:lc:e:gallery-page:*')) {
      const stored = JSON.parse((await site.inspect.get(`${site.prefix}${key}`)) ?? '{"items":[]}') as {
        items: ArtistSubmission[];
      };
      expect(stored.items.every((s) => !s.userReaction.reactionActive)).toBe(true);
    }
  });

  it('shows new art on every node once the submission event arrives', async () => {
    await galleryIds(a);
    const third = await insertSubmission(site.db, { tweetCreatedAt: new Date('2026-02-03T00:00:00Z') });
    expect(await galleryIds(b)).toEqual([second, first]);
    arrive({ type: 'submission', id: String(third) });
    expect(await galleryIds(b)).toEqual([third, second, first]);
  });

  it('reorders the by-loves page once a love event arrives', async () => {
    const before = await galleryIds(a, '?sortBy=most_reactions');
    expect(before[0]).toBe(first);
    await addLoves(site.db, second, 3);
    expect(await galleryIds(b, '?sortBy=most_reactions')).toEqual(before);
    arrive({ type: 'reaction', target: 'submission', id: String(second) });
    expect((await galleryIds(b, '?sortBy=most_reactions'))[0]).toBe(second);
  });

  it("serves an administrator's disabled art from the database, never to others", async () => {
    const hidden = await insertSubmission(site.db, {
      tweetCreatedAt: new Date('2026-03-01T00:00:00Z'),
      disabled: true,
    });
    const admin = await signIn(b, adminKey);
    expect(await galleryIds(a, '?showDisabled=true', admin.cookie)).toContain(hidden);
    arrive({ type: 'submission' });
    expect(await galleryIds(a, '?showDisabled=true')).not.toContain(hidden);
    expect(await galleryIds(b, '?showDisabled=true', admin.cookie)).toContain(hidden);
    expect(await galleryIds(b)).not.toContain(hidden);
  });
});

describe('a node without Redis', () => {
  it('caches nothing: a change shows on the next read without any event', async () => {
    const single = await buildApp(site.config, { db: site.db, chain: a.chain });
    try {
      await single.ready();
      await leaderboard(single);
      const top = randomAddress();
      await credit(top, 1_000_000);
      expect((await leaderboard(single))[0]).toBe(top);
    } finally {
      await single.close();
    }
  });
});
