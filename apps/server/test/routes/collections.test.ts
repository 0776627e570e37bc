import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createGuardianGrid, createTokens } from '../helpers/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let grid: Awaited<ReturnType<typeof createGuardianGrid>>;
let address: string;
const slug = 'test-guardians';

const get = (url: string) => t.app.inject({ method: 'GET', url });
let holders: readonly string[];

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://guardians.example', IPFS_GATEWAY: 'https://gateway.example/ipfs/' },
  });
  grid = await createGuardianGrid(t.db);
  address = grid.collection.tokenAddress;
  holders = grid.holders;
  await createCollection(t.db, { slug: 'koi', name: 'koi pond' });
  await createCollection(t.db, { slug: 'amber', name: 'Amber', chainId: 1 });
});
afterAll(() => t.close());

describe('GET /api/collections/all', () => {
  it('lists every collection of the served chain with presale, stats, total supply and indexing', async () => {
    const res = await get('/api/collections/all');
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(2);
    // Market caps are all 0 before trading: then by name, any letter case.
    expect(items.map((c: { slug: string }) => c.slug)).toEqual(['koi', slug]);
    expect(items[1]).toMatchObject({
      name: 'Test Guardians',
      tokenAddress: address,
      chainId: 31337,
      chain: { id: 31337, name: 'Local (anvil)', url: null },
      totalSupply: '14',
      presale: { presaleURL: 'https://presale.example' },
      stats: {
        total: {
          floor_price: null,
          floor_price_symbol: 'ETH',
          average_price: null,
          market_cap: 0,
          volume: 0,
          num_owners: 3,
        },
        intervals: [
          { interval: 'one_day', volume_change: 0 },
          { interval: 'seven_day', volume_change: 0 },
          { interval: 'thirty_day', volume_change: 0 },
        ],
      },
      indexing: { status: 'synced', tokensIndexed: 13, totalSupply: '14', indexedBlock: null },
      isDefault: true,
    });
    expect(items[0]).toMatchObject({ isDefault: false, stats: { total: { num_owners: 0 } } });
  });

  it('pages the ranking and keeps the total', async () => {
    const res = await get('/api/collections/all?offset=1&limit=1');
    expect(res.json().data.items.map((c: { slug: string }) => c.slug)).toEqual([slug]);
    expect(res.json().data.total).toBe(2);
  });

  it('is empty for a chain this server does not index, even with rows for it', async () => {
    const res = await get('/api/collections/all?chainId=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { items: [], total: 0 } });
  });
});

describe('GET /api/collections/:token/unique-attributes', () => {
  it('lists each trait type with values by count, then value, over live tokens only', async () => {
    const res = await get(`/api/collections/${slug}/unique-attributes`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { Background: ['Jade', 'Onyx', 'Ruby'], Eyes: ['Calm', 'Fierce'], Motto: ['100%_pure'] },
      counts: {
        Background: { Jade: 4, Onyx: 4, Ruby: 4 },
        Eyes: { Calm: 8, Fierce: 4 },
        Motto: { '100%_pure': 1 },
      },
    });
  });

  it('is empty for a collection without traits and 404 for an unknown one', async () => {
    expect((await get('/api/collections/koi/unique-attributes')).json()).toEqual({ data: {}, counts: {} });
    expect((await get('/api/collections/nope/unique-attributes')).statusCode).toBe(404);
  });
});

describe('GET /api/collections/:token/metadata', () => {
  it('returns the metadata by slug or address, optional parts only on request', async () => {
    const bySlug = await get(`/api/collections/${slug}/metadata`);
    expect(bySlug.statusCode).toBe(200);
    const data = bySlug.json().data;
    expect(data).toMatchObject({
      name: 'Test Guardians',
      symbol: 'TGRD',
      description: 'Guardians for tests',
      slug,
      tokenAddress: address,
      chain: { id: 31337, name: 'Local (anvil)', url: null },
      isDefault: true,
    });
    expect(data).not.toHaveProperty('stats');
    expect(data).not.toHaveProperty('presale');
    expect(data).not.toHaveProperty('totalSupply');
    const byAddress = await get(`/api/collections/${address.toUpperCase().replace('0X', '0x')}/metadata`);
    expect(byAddress.json()).toEqual(bySlug.json());
  });

  it('adds presale, stats and total supply when asked', async () => {
    const res = await get(
      `/api/collections/${slug}/metadata?withPresale=true&withStats=true&withTotalSupply=true`,
    );
    expect(res.json().data).toMatchObject({
      presale: { presaleURL: 'https://presale.example' },
      stats: { total: { num_owners: 3, market_cap: 0 } },
      totalSupply: '14',
    });
  });

  it('answers 404 for an unknown collection', async () => {
    const res = await get('/api/collections/nope/metadata');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("No collection 'nope' on chain 31337");
  });
});

describe('GET /api/collections/:token/unique-owners', () => {
  it('counts distinct wallets holding live tokens', async () => {
    expect((await get(`/api/collections/${slug}/unique-owners`)).json()).toEqual({ data: 3 });
    expect((await get('/api/collections/koi/unique-owners')).json()).toEqual({ data: 0 });
  });
});

describe('asset URLs', () => {
  let media: string;
  beforeAll(async () => {
    const collection = await createCollection(t.db, { slug: 'media-kinds', name: 'Media kinds' });
    media = collection.slug;
    await createTokens(t.db, collection, [
      { id: 1, owner: holders[0] ?? null, image: 'http://127.0.0.1:4321/api/demo/media-kinds/1/image.png' },
      { id: 2, owner: holders[0] ?? null, image: 'http://localhost:3000/api/media/abc.webp' },
      {
        id: 3,
        owner: holders[0] ?? null,
        image: 'https://guardians.example/api/demo/media-kinds/3/image.png',
      },
      {
        id: 4,
        owner: holders[0] ?? null,
        image: 'ipfs://bafycid/4.png',
        animationUrl: 'http://127.0.0.1:4321/api/demo/media/guardian-loop.mp4',
        mediaType: 'video',
      },
      { id: 5, owner: holders[0] ?? null, image: 'https://other.example/api/demo/x/5/image.png' },
      { id: 6, owner: holders[0] ?? null, image: 'http://127.0.0.1:4321/not-ours/6.png' },
      { id: 7, owner: holders[0] ?? null, image: null, mediaType: null },
    ]);
  });

  it('makes this server URLs site-relative, maps ipfs:// to the gateway and leaves others alone', async () => {
    const assets = (await get(`/api/collections/${media}`)).json().data.assets;
    expect(assets).toEqual([
      {
        tokenId: '1',
        tokenAddress: expect.any(String),
        name: 'Media kinds #1',
        image: '/api/demo/media-kinds/1/image.png',
        thumbnail: '/api/demo/media-kinds/1/image.png?size=320',
        media: { uri: '/api/demo/media-kinds/1/image.png', kind: 'image' },
        owner: holders[0],
      },
      expect.objectContaining({
        image: '/api/media/abc.webp',
        thumbnail: '/api/media/abc.webp',
        media: { uri: '/api/media/abc.webp', kind: 'image' },
      }),
      expect.objectContaining({
        image: '/api/demo/media-kinds/3/image.png',
        thumbnail: '/api/demo/media-kinds/3/image.png?size=320',
      }),
      expect.objectContaining({
        image: 'https://gateway.example/ipfs/bafycid/4.png',
        thumbnail: 'https://gateway.example/ipfs/bafycid/4.png',
        media: { uri: '/api/demo/media/guardian-loop.mp4', kind: 'video' },
      }),
      expect.objectContaining({ image: 'https://other.example/api/demo/x/5/image.png' }),
      expect.objectContaining({ image: 'http://127.0.0.1:4321/not-ours/6.png' }),
      expect.objectContaining({ image: null, thumbnail: null, media: { uri: null, kind: null } }),
    ]);
  });

  it('makes the collection image site-relative too', async () => {
    const res = await get(`/api/collections/${slug}/metadata`);
    expect(res.json().data.image).toBe('/api/demo/test-guardians/1/image.png');
  });
});
