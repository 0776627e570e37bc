import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createUser } from '../helpers/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const dragonAddress = '0x00000000000000000000000000000000d4a60411';
const aliceAccount = '0xa11ce00000000000000000000000000000000001';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createCollection(t.db, {
    slug: 'dragon-keepers',
    name: 'Dragon Keepers',
    tokenAddress: dragonAddress,
  });
  await createCollection(t.db, {
    slug: 'koi-pond',
    name: 'Sacred Koi',
    image: 'http://127.0.0.1:3000/api/demo/koi-pond/1/image.png',
  });
  await createCollection(t.db, { slug: 'dragons-elsewhere', name: 'Dragons', chainId: 1 });
  await createUser(t.db, { account: aliceAccount, username: 'Alice_Dragon', image: '/api/media/alice.webp' });
  await createUser(t.db, { account: '0xb0b0000000000000000000000000000000000002', username: 'bobby' });
  await createUser(t.db, { account: '0xc0c0000000000000000000000000000000000003', username: 'aliceXdragon' });
  await createUser(t.db, { account: '0xd0d0000000000000000000000000000000000004' });
});
afterAll(() => t.close());

const search = (query: string) => t.app.inject({ method: 'GET', url: `/api/search?${query}` });
const names = (res: {
  json(): { data: { collections: { slug: string }[]; users: { username: string | null }[] } };
}) => ({
  collections: res.json().data.collections.map((c) => c.slug),
  users: res.json().data.users.map((u) => u.username),
});

describe('GET /api/search', () => {
  it('finds collections by name and users by username, any letter case', async () => {
    const res = await search('q=DRAGON');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual({ collections: ['dragon-keepers'], users: ['Alice_Dragon', 'aliceXdragon'] });
  });

  it('finds a collection by slug and returns site-relative images', async () => {
    const res = await search('q=koi-p');
    expect(res.json().data.collections).toEqual([
      {
        name: 'Sacred Koi',
        slug: 'koi-pond',
        tokenAddress: expect.any(String),
        image: '/api/demo/koi-pond/1/image.png',
      },
    ]);
  });

  it('finds a collection by its exact address, in any letter case', async () => {
    const res = await search(`q=${dragonAddress.toUpperCase().replace('0X', '0x')}`);
    expect(names(res).collections).toEqual(['dragon-keepers']);
    expect(names(await search(`q=${dragonAddress.slice(0, 20)}`)).collections).toEqual([]);
  });

  it('finds users by address prefix, with or without a username', async () => {
    const res = await search('q=0xA11CE');
    expect(res.json().data.users).toEqual([
      { account: aliceAccount, username: 'Alice_Dragon', image: '/api/media/alice.webp' },
    ]);
    expect(res.json().data.users).toHaveLength(1);
    const noName = await search('q=0xd0d0');
    expect(noName.json().data.users).toEqual([
      { account: '0xd0d0000000000000000000000000000000000004', username: null, image: null },
    ]);
  });

  it('takes LIKE wildcards literally', async () => {
    expect(names(await search('q=e_d')).users).toEqual(['Alice_Dragon']);
    expect(names(await search(`q=${encodeURIComponent('%%')}`))).toEqual({ collections: [], users: [] });
  });

  it('keeps to the limit', async () => {
    expect(names(await search('q=dragon&limit=1')).users).toHaveLength(1);
  });

  it('has no collections for a chain this server does not index; users are not per chain', async () => {
    expect(names(await search('q=dragon&chainId=1'))).toEqual({
      collections: [],
      users: ['Alice_Dragon', 'aliceXdragon'],
    });
  });

  it('rejects a term under 2 characters and a limit above 20 with 400', async () => {
    const short = await search('q=a');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'q' });
    expect((await search('q=ab&limit=21')).statusCode).toBe(400);
    expect((await search('')).statusCode).toBe(400);
  });
});
