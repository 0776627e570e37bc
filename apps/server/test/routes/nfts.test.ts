import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REINDEX_PER_MINUTE } from '../../src/routes/api/nfts/index.ts';
import {
  createCollection,
  createToken,
  createTokens,
  createTransfers,
  randomAddress,
  ZERO_ADDRESS,
} from '../helpers/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { deployTestCollection } from '../indexer/helpers/test-collection.ts';

const alice = randomAddress();
const bob = randomAddress();

let t: TestApp;
let address: string;
let rarityAddress: string;

beforeAll(async () => {
  t = await createTestApp();
  const guardians = await createCollection(t.db, {
    slug: 'nft-guardians',
    name: 'Nft Guardians',
    symbol: 'NG',
  });
  address = guardians.tokenAddress;
  await createToken(t.db, guardians, {
    id: 7,
    owner: alice,
    name: 'Guardian #7',
    description: 'The seventh',
    image: 'http://127.0.0.1:3000/api/demo/nft-guardians/7/image.png',
    tokenUri: 'http://127.0.0.1:3000/api/demo/nft-guardians/7',
    traits: [
      ['Eyes', 'Calm'],
      ['Background', 'Jade'],
    ],
  });
  await createToken(t.db, guardians, { id: 8, owner: null, name: 'Burned' });
  await createTransfers(t.db, guardians, [
    { tokenId: 7, from: ZERO_ADDRESS, to: bob, blockNumber: 9 }, // one digit: sorted as a number, 9 < 12
    { tokenId: 7, from: bob, to: alice, blockNumber: 12, logIndex: 1 },
    { tokenId: 7, from: alice, to: bob, blockNumber: 12, logIndex: 4 },
    { tokenId: 7, from: bob, to: alice, blockNumber: 15 },
    { tokenId: 8, from: ZERO_ADDRESS, to: bob, blockNumber: 11 },
    { tokenId: 8, from: bob, to: ZERO_ADDRESS, blockNumber: 13 },
  ]);

  // Live shares: A=x 3 of 4, A=y 1 of 4, B=z 1 of 4 (token 5, burned, must not count).
  const rarity = await createCollection(t.db, { slug: 'rarity', name: 'Rarity' });
  rarityAddress = rarity.tokenAddress;
  await createTokens(t.db, rarity, [
    { id: 1, owner: alice, traits: [['A', 'x']] },
    { id: 2, owner: alice, traits: [['A', 'x']] },
    { id: 3, owner: bob, traits: [['A', 'y']] },
    {
      id: 4,
      owner: bob,
      traits: [
        ['A', 'x'],
        ['B', 'z'],
      ],
    },
    { id: 5, owner: null, traits: [['A', 'y']] },
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/nfts/:token/:id', () => {
  it('returns the item with its traits in metadata order, collection and chain', async () => {
    const res = await get(`/api/nfts/${address}/7`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        tokenId: '7',
        tokenAddress: address,
        name: 'Guardian #7',
        description: 'The seventh',
        image: '/api/demo/nft-guardians/7/image.png',
        thumbnail: '/api/demo/nft-guardians/7/image.png?size=320',
        media: { uri: '/api/demo/nft-guardians/7/image.png', kind: 'image' },
        owner: alice,
        tokenUri: 'http://127.0.0.1:3000/api/demo/nft-guardians/7',
        chainId: 31337,
        metadataStatus: 'ok',
        attributes: [
          { traitType: 'Eyes', value: 'Calm' },
          { traitType: 'Background', value: 'Jade' },
        ],
        collection: { name: 'Nft Guardians', slug: 'nft-guardians', symbol: 'NG' },
        chain: { id: 31337, name: 'Local (anvil)', url: null },
      },
    });
  });

  it('accepts an upper-case address and a token id with leading zeros', async () => {
    const res = await get(`/api/nfts/0x${address.slice(2).toUpperCase()}/007`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tokenId).toBe('7');
  });

  it('answers 404 for an unknown or burned token, an unknown collection or another chain', async () => {
    const unknown = await get(`/api/nfts/${address}/99`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("No token 99 in collection 'nft-guardians' on chain 31337");
    expect((await get(`/api/nfts/${address}/8`)).statusCode).toBe(404);
    const collection = await get(`/api/nfts/${ZERO_ADDRESS}/1`);
    expect(collection.statusCode).toBe(404);
    expect(collection.json().message).toBe(`No collection '${ZERO_ADDRESS}' on chain 31337`);
    expect((await get(`/api/nfts/${address}/7?chainId=1`)).statusCode).toBe(404);
  });

  it('rejects a bad address, a slug and a non-numeric token id with 400', async () => {
    for (const url of ['/api/nfts/0x1234/7', '/api/nfts/nft-guardians/7', `/api/nfts/${address}/abc`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
    expect((await get(`/api/nfts/${address}/-1`)).statusCode).toBe(400);
  });
});

describe('GET /api/nfts/:token/:id/rarity and /rarities', () => {
  const rank = async (id: number) => (await get(`/api/nfts/${rarityAddress}/${id}/rarity`)).json().data;

  it('scores by the sum of 1 / share and ranks live tokens, rarest first, ties sharing a rank', async () => {
    expect(await rank(4)).toEqual({ tokenId: '4', score: 4 / 3 + 4, rank: 1, total: 4 });
    expect(await rank(3)).toEqual({ tokenId: '3', score: 4, rank: 2, total: 4 });
    const [one, two] = [await rank(1), await rank(2)];
    expect(one).toMatchObject({ rank: 3, total: 4 });
    expect(two).toMatchObject({ rank: 3, total: 4 });
    expect(one.score).toBeCloseTo(4 / 3, 10);
  });

  it("lists each of the token's traits with its count and share of live tokens", async () => {
    const res = await get(`/api/nfts/${rarityAddress}/4/rarities`);
    expect(res.json()).toEqual({
      data: {
        items: [
          { traitType: 'B', value: 'z', count: 1, percent: 25 },
          { traitType: 'A', value: 'x', count: 3, percent: 75 },
        ],
        total: 2,
      },
    });
  });

  it('answers 404 for a burned token', async () => {
    expect((await get(`/api/nfts/${rarityAddress}/5/rarity`)).statusCode).toBe(404);
    expect((await get(`/api/nfts/${rarityAddress}/5/rarities`)).statusCode).toBe(404);
  });
});

describe('GET /api/nfts/:token/:id/price', () => {
  it('is null (not for sale) in ETH until there is a marketplace', async () => {
    const res = await get(`/api/nfts/${address}/7/price`);
    expect(res.json()).toEqual({
      data: {
        tokenId: '7',
        tokenAddress: address,
        price: null,
        symbol: 'ETH',
        lastSale: null,
        bestOffer: null,
      },
    });
    expect((await get(`/api/nfts/${address}/99/price`)).statusCode).toBe(404);
  });
});

describe('GET /api/nfts/transfers/:token/:id', () => {
  it('lists transfers newest first, with kinds, and is not taken for /nfts/:token/:id', async () => {
    const res = await get(`/api/nfts/transfers/${address}/7`);
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(4);
    expect(items.map((i: { blockNumber: string; logIndex: number }) => [i.blockNumber, i.logIndex])).toEqual([
      ['15', 0],
      ['12', 4],
      ['12', 1],
      ['9', 0],
    ]);
    expect(items.map((i: { kind: string }) => i.kind)).toEqual(['transfer', 'transfer', 'transfer', 'mint']);
    expect(items[3]).toMatchObject({ from: ZERO_ADDRESS, to: bob, txHash: expect.stringMatching(/^0x/) });
    expect(items[3].timestamp).toBe(new Date((1_735_689_600 + 9 * 12) * 1000).toISOString());
  });

  it('pages with offset and limit, keeping the total', async () => {
    const res = await get(`/api/nfts/transfers/${address}/7?offset=1&limit=2`);
    const { items, total } = res.json().data;
    expect(total).toBe(4);
    expect(items.map((i: { blockNumber: string; logIndex: number }) => [i.blockNumber, i.logIndex])).toEqual([
      ['12', 4],
      ['12', 1],
    ]);
    const past = await get(`/api/nfts/transfers/${address}/7?offset=10`);
    expect(past.json().data).toEqual({ items: [], total: 4 });
    expect((await get(`/api/nfts/transfers/${address}/7?limit=101`)).statusCode).toBe(400);
  });

  it('answers 404 for a burned or unknown token and 400 for a bad address', async () => {
    expect((await get(`/api/nfts/transfers/${address}/8`)).statusCode).toBe(404);
    expect((await get(`/api/nfts/transfers/${address}/99`)).statusCode).toBe(404);
    expect((await get('/api/nfts/transfers/0x12/7')).statusCode).toBe(400);
  });
});

describe('POST /api/nfts/:token/:id/reindex', () => {
  const rpcUrl = inject('rpcUrl');
  const dataUri = (json: unknown) =>
    `data:application/json;base64,${Buffer.from(JSON.stringify(json)).toString('base64')}`;

  async function fundedKey() {
    const key = generatePrivateKey();
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setBalance',
        params: [privateKeyToAccount(key).address, '0x56bc75e2d63100000'],
      }),
    });
    if (!res.ok) throw new Error(`anvil_setBalance failed: HTTP ${res.status}`);
    return key;
  }

  it("refetches the token's metadata from its current token URI", async () => {
    const contract = await deployTestCollection({ rpcUrl, key: await fundedKey() });
    await contract.mintBatch(alice, 1, 1);
    const collection = await createCollection(t.db, {
      slug: 'on-chain',
      name: 'On chain',
      tokenAddress: contract.address.toLowerCase(),
    });
    await createToken(t.db, collection, {
      id: 1,
      owner: alice,
      name: 'Old name',
      traits: [['Eyes', 'Calm']],
    });
    await contract.setTokenUri(
      1,
      dataUri({
        name: 'New name',
        image: 'https://cdn.example/new.png',
        attributes: [{ trait_type: 'Eyes', value: 'Fierce' }],
      }),
    );

    const res = await t.app.inject({ method: 'POST', url: `/api/nfts/${contract.address}/1/reindex` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', error: null } });
    const detail = (await get(`/api/nfts/${contract.address}/1`)).json().data;
    expect(detail).toMatchObject({
      name: 'New name',
      image: 'https://cdn.example/new.png',
      attributes: [{ traitType: 'Eyes', value: 'Fierce' }],
      metadataStatus: 'ok',
    });
  });

  it('reports a passing failure as retry and keeps the earlier metadata', async () => {
    // The fixture collection has no contract on the chain: its tokenURI call fails.
    const res = await t.app.inject({ method: 'POST', url: `/api/nfts/${address}/7/reindex` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'retry', error: expect.stringMatching(/^token_uri: /) });
    const detail = (await get(`/api/nfts/${address}/7`)).json().data;
    expect(detail).toMatchObject({ name: 'Guardian #7', metadataStatus: 'failed' });
  });

  it('answers 404 for an unknown or burned token', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/api/nfts/${address}/99/reindex` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'POST', url: `/api/nfts/${address}/8/reindex` })).statusCode).toBe(
      404,
    );
  });

  it(`answers 429 after ${REINDEX_PER_MINUTE} reindexes a minute from one IP, other IPs unaffected`, async () => {
    const reindex = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: `/api/nfts/${address}/7/reindex`, remoteAddress });
    for (let i = 0; i < REINDEX_PER_MINUTE; i++) expect((await reindex('10.0.0.7')).statusCode).toBe(200);
    const limited = await reindex('10.0.0.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect((await reindex('10.0.0.8')).statusCode).toBe(200);
  });
});
