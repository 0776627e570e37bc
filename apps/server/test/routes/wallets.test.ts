import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createTokens, randomAddress } from '../helpers/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const alice = randomAddress();
const bob = randomAddress();
const nobody = randomAddress();

let t: TestApp;
let guardians: string;
let koi: string;
let empty: string;

beforeAll(async () => {
  t = await createTestApp();
  const g = await createCollection(t.db, {
    slug: 'wallet-guardians',
    name: 'Guardians',
    image: 'http://localhost:3000/api/demo/wallet-guardians/1/image.png',
  });
  const k = await createCollection(t.db, { slug: 'wallet-koi', name: 'Koi' });
  const e = await createCollection(t.db, { slug: 'wallet-empty', name: 'Empty' });
  [guardians, koi, empty] = [g.tokenAddress, k.tokenAddress, e.tokenAddress];
  await createTokens(t.db, g, [
    { id: 1, owner: alice, name: 'Guardian #1', traits: [['Power', 'Fire']] },
    { id: 2, owner: alice, name: 'Guardian #2', traits: [['Power', 'Water']] },
    { id: 3, owner: bob, name: 'Guardian #3', traits: [['Power', 'Fire']] },
    { id: 10, owner: alice, name: 'Guardian #10', traits: [['Power', 'Earth']] },
    { id: 4, owner: null, name: 'Burned, last held by alice' },
  ]);
  await createTokens(t.db, k, [
    { id: 1, owner: alice, name: 'Koi #1' },
    { id: 2, owner: bob, name: 'Koi #2' },
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const assets = (url: string, body: unknown) => t.app.inject({ method: 'POST', url, payload: body as object });
const ids = (res: { json(): { data: { assets: { tokenId: string }[] } } }) =>
  res.json().data.assets.map((a) => a.tokenId);

describe('GET /api/wallets/account/:account/contracts', () => {
  it('lists the collections where the wallet holds live items, with counts, by name', async () => {
    const res = await get(`/api/wallets/account/${alice}/contracts`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        items: [
          {
            tokenAddress: guardians,
            name: 'Guardians',
            slug: 'wallet-guardians',
            image: '/api/demo/wallet-guardians/1/image.png',
            count: 3,
          },
          { tokenAddress: koi, name: 'Koi', slug: 'wallet-koi', image: null, count: 1 },
        ],
        total: 2,
      },
    });
  });

  it('accepts an upper-case account, and is empty for a wallet holding nothing or another chain', async () => {
    const upper = await get(`/api/wallets/account/0x${alice.slice(2).toUpperCase()}/contracts`);
    expect(upper.json().data.items).toHaveLength(2);
    expect((await get(`/api/wallets/account/${nobody}/contracts`)).json()).toEqual({
      data: { items: [], total: 0 },
    });
    expect((await get(`/api/wallets/account/${alice}/contracts?chainId=1`)).json()).toEqual({
      data: { items: [], total: 0 },
    });
  });

  it('rejects a bad account with 400', async () => {
    const res = await get('/api/wallets/account/0xnope/contracts');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'account' });
  });
});

describe('POST /api/wallets/account/:account', () => {
  it("returns the wallet's live items of one collection by token id, with the total", async () => {
    const res = await assets(`/api/wallets/account/${alice}`, { tokenAddress: guardians });
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual(['1', '2', '10']);
    expect(res.json().data.total).toBe(3);
    expect(res.json().data).not.toHaveProperty('prices');
    expect(res.json().data.assets[0]).toMatchObject({
      tokenAddress: guardians,
      owner: alice,
      name: 'Guardian #1',
    });
  });

  it('adds one price per asset with withPrices', async () => {
    const res = await assets(`/api/wallets/account/${alice}?withPrices=true&limit=1`, {
      tokenAddress: guardians,
    });
    expect(res.json().data).toEqual({
      assets: [expect.objectContaining({ tokenId: '1' })],
      total: 3,
      prices: [
        {
          tokenId: '1',
          tokenAddress: guardians,
          price: null,
          symbol: 'ETH',
          lastSale: null,
          bestOffer: null,
        },
      ],
    });
  });

  it('searches by name or trait value, pages, and keeps the total past the end', async () => {
    expect(
      ids(await assets(`/api/wallets/account/${alice}?search=fire`, { tokenAddress: guardians })),
    ).toEqual(['1']);
    expect(
      ids(await assets(`/api/wallets/account/${alice}?search=guardian%20%231`, { tokenAddress: guardians })),
    ).toEqual(['1', '10']);
    const page = await assets(`/api/wallets/account/${alice}?offset=1&limit=1`, { tokenAddress: guardians });
    expect(ids(page)).toEqual(['2']);
    const past = await assets(`/api/wallets/account/${alice}?offset=9`, { tokenAddress: guardians });
    expect(past.json().data).toEqual({ assets: [], total: 3 });
  });

  it('is an empty page for a known collection where the wallet holds nothing', async () => {
    const res = await assets(`/api/wallets/account/${alice}`, { tokenAddress: empty });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { assets: [], total: 0 } });
    const upper = await assets(`/api/wallets/account/${nobody}`, {
      tokenAddress: guardians.toUpperCase().replace('0X', '0x'),
    });
    expect(upper.json()).toEqual({ data: { assets: [], total: 0 } });
  });

  it('answers 404 for an unknown collection', async () => {
    const unknown = randomAddress();
    const res = await assets(`/api/wallets/account/${alice}`, { tokenAddress: unknown });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`No collection '${unknown}' on chain 31337`);
    const otherChain = await assets(`/api/wallets/account/${alice}?chainId=1`, { tokenAddress: guardians });
    expect(otherChain.statusCode).toBe(404);
  });

  it('rejects a missing or malformed tokenAddress, a bad account and limit 101 with 400', async () => {
    expect((await assets(`/api/wallets/account/${alice}`, {})).statusCode).toBe(400);
    expect((await assets(`/api/wallets/account/${alice}`, { tokenAddress: 'wallet-koi' })).statusCode).toBe(
      400,
    );
    expect((await assets('/api/wallets/account/alice', { tokenAddress: guardians })).statusCode).toBe(400);
    expect(
      (await assets(`/api/wallets/account/${alice}?limit=101`, { tokenAddress: guardians })).statusCode,
    ).toBe(400);
  });
});
