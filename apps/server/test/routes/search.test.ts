import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createTokens, createUser, randomAddress } from '../helpers/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const dragonAddress = '0x00000000000000000000000000000000d4a60411';
const aliceAccount = '0xa11ce00000000000000000000000000000000001';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const dragons = await createCollection(t.db, {
    slug: 'dragon-keepers',
    name: 'Dragon Keepers',
    tokenAddress: dragonAddress,
  });
  const koi = await createCollection(t.db, {
    slug: 'koi-pond',
    name: 'Sacred Koi',
    image: 'http://127.0.0.1:3000/api/demo/koi-pond/1/image.png',
  });
  const elsewhere = await createCollection(t.db, { slug: 'dragons-elsewhere', name: 'Dragons', chainId: 1 });
  const percent = await createCollection(t.db, { slug: 'full-percent', name: '100% Relics' });
  const holder = randomAddress();
  await createTokens(t.db, dragons, [
    { id: 7, owner: holder, image: 'http://127.0.0.1:3000/api/demo/dragon-keepers/7/image.png' },
    { id: 8, owner: null },
    { id: 12, owner: holder, name: null },
  ]);
  await createTokens(t.db, koi, [
    { id: 7, owner: holder, name: 'Golden Koi' },
    { id: 8, owner: holder },
  ]);
  await createTokens(t.db, elsewhere, [{ id: 7, owner: holder }]);
  await createTokens(t.db, percent, [{ id: 7, owner: holder }]);
  await createUser(t.db, { account: aliceAccount, username: 'Alice_Dragon', image: '/api/media/alice.webp' });
  await createUser(t.db, { account: '0xb0b0000000000000000000000000000000000002', username: 'bobby' });
  await createUser(t.db, { account: '0xc0c0000000000000000000000000000000000003', username: 'aliceXdragon' });
  await createUser(t.db, { account: '0xd0d0000000000000000000000000000000000004' });
});
afterAll(() => t.close());

const search = (query: string) => t.app.inject({ method: 'GET', url: `/api/search?${query}` });
type SearchBody = {
  data: {
    collections: { slug: string }[];
    users: { username: string | null }[];
    items: { slug: string; tokenId: string }[];
  };
};
const names = (res: { json(): SearchBody }) => ({
  collections: res.json().data.collections.map((c) => c.slug),
  users: res.json().data.users.map((u) => u.username),
});
/** Items as `slug #id`, in answer order. */
const items = (res: { json(): SearchBody }) => res.json().data.items.map((i) => `${i.slug} #${i.tokenId}`);

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

  it('finds an item by collection name or slug and token id, with its name and thumbnail', async () => {
    const res = await search(`q=${encodeURIComponent('Dragon Keepers #7')}`);
    expect(res.json().data.items).toEqual([
      {
        tokenAddress: dragonAddress,
        slug: 'dragon-keepers',
        collectionName: 'Dragon Keepers',
        tokenId: '7',
        name: 'Dragon Keepers #7',
        image: '/api/demo/dragon-keepers/7/image.png?size=320',
      },
    ]);
    expect(items(await search(`q=${encodeURIComponent('dragon 7')}`))).toEqual(['dragon-keepers #7']);
    expect(items(await search(`q=${encodeURIComponent('koi-pond#7')}`))).toEqual(['koi-pond #7']);
  });

  it('gives an item without a name a null name', async () => {
    const [item] = (await search(`q=${encodeURIComponent('dragon #12')}`)).json().data.items;
    expect(item).toMatchObject({ slug: 'dragon-keepers', tokenId: '12', name: null, image: null });
  });

  it('finds the id in every collection of the chain for a bare #id, by collection name', async () => {
    expect(items(await search(`q=${encodeURIComponent('#7')}`))).toEqual([
      'full-percent #7',
      'dragon-keepers #7',
      'koi-pond #7',
    ]);
    expect(items(await search(`q=${encodeURIComponent('#007')}`))).toHaveLength(3);
  });

  it('puts collections whose name starts with the prefix first', async () => {
    // Every name here contains an s; only 'Sacred Koi' starts with one.
    expect(items(await search(`q=${encodeURIComponent('s #7')}`))).toEqual([
      'koi-pond #7',
      'full-percent #7',
      'dragon-keepers #7',
    ]);
  });

  it('leaves out burned tokens and other chains', async () => {
    expect(items(await search(`q=${encodeURIComponent('#8')}`))).toEqual(['koi-pond #8']);
    expect(items(await search(`q=${encodeURIComponent('dragons #7')}`))).toEqual([]);
    expect(items(await search(`q=${encodeURIComponent('#7')}&chainId=1`))).toEqual([]);
  });

  it('has no items for a term without a trailing number or a prefix no collection has', async () => {
    expect(items(await search('q=dragon'))).toEqual([]);
    expect(items(await search(`q=${encodeURIComponent('#7 dragon')}`))).toEqual([]);
    expect(items(await search(`q=${encodeURIComponent('griffins #7')}`))).toEqual([]);
    expect(items(await search(`q=${encodeURIComponent('#99')}`))).toEqual([]);
  });

  it('keeps items to the limit', async () => {
    expect(items(await search(`q=${encodeURIComponent('#7')}&limit=2`))).toEqual([
      'full-percent #7',
      'dragon-keepers #7',
    ]);
  });

  it('takes a % in the collection prefix literally', async () => {
    expect(items(await search(`q=${encodeURIComponent('100% #7')}`))).toEqual(['full-percent #7']);
    expect(items(await search(`q=${encodeURIComponent('% #7')}`))).toEqual(['full-percent #7']);
    expect(items(await search(`q=${encodeURIComponent('d%s #7')}`))).toEqual([]);
  });

  it('rejects a term under 2 characters and a limit above 20 with 400', async () => {
    const short = await search('q=a');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'q' });
    expect((await search('q=ab&limit=21')).statusCode).toBe(400);
    expect((await search('')).statusCode).toBe(400);
  });
});
