import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { appendLedger } from '../../src/services/points/points-ledger.ts';
import { createGuardianGrid, createToken, createTransfers } from '../helpers/catalogue-fixtures.ts';
import { insertSubmission } from '../helpers/gallery-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { KnownValues } from './fuzz-requests.ts';

export interface SeedAccounts {
  adminCookie: string;
  user: string;
  admin: string;
}

async function expectCreated(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode >= 300) throw new Error(`seeding ${what}: ${res.statusCode} ${res.body}`);
}

async function post(app: FastifyInstance, cookie: string, method: 'POST' | 'PUT', url: string, body: object) {
  const res = await app.inject({ method, url, payload: body, headers: { cookie } });
  await expectCreated(res, `${method} ${url}`);
  return res.json();
}

const article = (slug: string) => ({
  slug,
  title: `Fuzz ${slug}`,
  category: 'Updates',
  excerpt: 'Seeded for the input fuzzing suite',
  author: 'The team',
  markdown: '## Seeded\n\nSo the routes reach a real row.',
});

/** Reads the ids a list route returns, so the fuzzer can aim at rows the server really has. */
async function idsFrom(app: FastifyInstance, url: string, pick: (item: Record<string, unknown>) => unknown) {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`seeding read ${url}: ${res.statusCode} ${res.body}`);
  const data = res.json().data as { items?: Record<string, unknown>[] } | Record<string, unknown>[];
  const items = Array.isArray(data) ? data : (data.items ?? []);
  return items.slice(0, 4).map((item) => String(pick(item)));
}

/**
 * Real rows for the routes to find: a collection with tokens, transfers and traits, a post, an
 * about page, a gallery submission, a shield, a judge and some points. Returns the values that
 * name them, by path parameter name.
 */
export async function seedFuzzData(t: TestApp, accounts: SeedAccounts): Promise<KnownValues> {
  const { app } = t;
  const grid = await createGuardianGrid(t.db);
  await createToken(t.db, grid.collection, {
    id: 15,
    owner: accounts.user,
    traits: [['Background', 'Ruby']],
  });
  await createTransfers(t.db, grid.collection, [
    { tokenId: 1, from: '0x0000000000000000000000000000000000000000', to: grid.holders[1], blockNumber: 1 },
    { tokenId: 15, from: grid.holders[0], to: accounts.user, blockNumber: 2 },
  ]);
  await post(app, accounts.adminCookie, 'POST', '/api/admin/blogs', article('fuzz-post'));
  await post(app, accounts.adminCookie, 'POST', '/api/admin/abouts', article('fuzz-about'));
  await post(app, accounts.adminCookie, 'PUT', `/api/admin/judges/${accounts.user}`, { name: 'Fuzz judge' });
  const submission = await insertSubmission(t.db);
  await appendLedger(t.db, { account: accounts.user, amount: 50, reason: 'adjustment', note: 'seed' });

  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a7de1' } })
    .png()
    .toBuffer();
  const form = multipart({ name: 'Fuzz shield', description: 'Seeded shield' }, [
    { filename: 'shield.png', contentType: 'image/png', body: picture },
  ]);
  await expectCreated(
    await app.inject({
      method: 'POST',
      url: '/api/shields',
      payload: form.payload,
      headers: { ...form.headers, cookie: accounts.adminCookie },
    }),
    'shield',
  );

  const quests = await idsFrom(app, '/api/quests/all?limit=100', (q) => q._id);
  const shields = await idsFrom(app, '/api/shields/all', (s) => s._id ?? s.id);
  const guardians = await idsFrom(app, '/api/guardians/all?limit=4', (g) => g.id ?? g._id);
  // One demo collection is enough: each renders its banner once, which costs a few hundred ms.
  const demo = (await idsFrom(app, '/api/demo', (c) => c.slug ?? c.name)).slice(0, 1);
  const address = grid.collection.tokenAddress;
  const accountsKnown = [accounts.user, accounts.admin, grid.holders[0]];
  return {
    token: [address, grid.collection.slug ?? 'test-guardians'],
    id: ['1', '2', '15', String(submission), 'fuzz-post', 'fuzz-about', ...quests, ...shields, ...guardians],
    questId: quests,
    account: accountsKnown,
    address: accountsKnown,
    provider: ['twitter', 'discord'],
    providerOrId: ['twitter', 'discord', '1'],
    username: ['fuzzer', 'Fuzz judge'],
    collection: demo,
    tokenId: ['1', '2'],
    downloadId: ['1'],
    key: ['missing.webp'],
    name: ['Fuzz_shield'],
  };
}
