import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createGuardianGrid, randomAddress } from '../helpers/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let grid: Awaited<ReturnType<typeof createGuardianGrid>>;
let address: string;
const slug = 'test-guardians';

const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, body?: unknown) =>
  t.app.inject({ method: 'POST', url, ...(body === undefined ? {} : { payload: body as object }) });
const tokenIds = (res: { json(): { data: { assets: { tokenId: string }[] } } }) =>
  res.json().data.assets.map((a) => a.tokenId);

beforeAll(async () => {
  t = await createTestApp();
  grid = await createGuardianGrid(t.db);
  address = grid.collection.tokenAddress;
  await createCollection(t.db, { slug: 'amber', name: 'Amber', chainId: 1 });
});
afterAll(() => t.close());

describe('GET /api/collections/:token', () => {
  it('returns the first page of live items in token id order with the paging it used', async () => {
    const res = await get(`/api/collections/${slug}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.assets.map((a: { tokenId: string }) => a.tokenId)).toEqual([
      ...grid.idsWhere(() => true),
      '14',
    ]);
    expect(data).toMatchObject({ total: 13, offset: 0, limit: 50 });
    expect(data).not.toHaveProperty('totalSupply');
    expect(data).not.toHaveProperty('reactions');
    expect(data).not.toHaveProperty('prices');
  });

  it('gives the same page by slug, by address and by upper-case address', async () => {
    const bySlug = await get(`/api/collections/${slug}?limit=5`);
    const byAddress = await get(`/api/collections/${address}?limit=5`);
    const upper = await get(`/api/collections/0x${address.slice(2).toUpperCase()}?limit=5`);
    expect(byAddress.json()).toEqual(bySlug.json());
    expect(upper.statusCode).toBe(200);
    expect(upper.json()).toEqual(bySlug.json());
  });

  it('adds total supply, one reaction count and one price per asset on request', async () => {
    const res = await get(
      `/api/collections/${slug}?limit=3&withTotalSupply=true&withReactions=1&withPrices=true`,
    );
    const data = res.json().data;
    expect(data.totalSupply).toBe('14');
    expect(data.reactions).toEqual(
      ['1', '2', '3'].map((tokenId) => ({ tokenId, tokenAddress: address, totalCount: 0 })),
    );
    expect(data.prices).toEqual(
      ['1', '2', '3'].map((tokenId) => ({
        tokenId,
        tokenAddress: address,
        price: null,
        symbol: 'ETH',
        lastSale: null,
        bestOffer: null,
      })),
    );
  });

  it('returns an empty page with the right total for an offset past the end', async () => {
    const res = await get(`/api/collections/${slug}?offset=500`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ assets: [], total: 13, offset: 500 });
  });

  it.each([
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=abc', 'offset'],
  ])('rejects %s with 400 naming the field', async (query, field) => {
    const res = await get(`/api/collections/${slug}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', field });
  });

  it('accepts the largest page size, 100', async () => {
    expect((await get(`/api/collections/${slug}?limit=100`)).statusCode).toBe(200);
  });

  it('answers 404 with a readable message for an unknown collection', async () => {
    const res = await get('/api/collections/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      statusCode: 404,
      message: "No collection 'no-such-thing' on chain 31337",
    });
    const byAddress = await get(`/api/collections/${randomAddress()}`);
    expect(byAddress.statusCode).toBe(404);
  });

  it('answers 404 for a chain this server does not index', async () => {
    const res = await get(`/api/collections/${slug}?chainId=1`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`No collection '${slug}' on chain 1`);
    expect((await get('/api/collections/amber?chainId=1')).statusCode).toBe(404);
  });

  it('rejects something that is neither an address nor a slug with 400', async () => {
    // '0x1234' would be a well-formed slug: only upper case or other characters make it invalid.
    for (const bad of ['0xABCD', 'Not_A_Slug', '0xZZ00000000000000000000000000000000000000', 'a--b']) {
      const res = await get(`/api/collections/${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('searches names and trait values in any letter case', async () => {
    const byName = await get(`/api/collections/${slug}?search=${encodeURIComponent('guardian #1')}`);
    expect(tokenIds(byName)).toEqual(['1', '10', '11', '12']);
    expect(byName.json().data.total).toBe(4);
    const byTrait = await get(`/api/collections/${slug}?search=JADE`);
    expect(tokenIds(byTrait)).toEqual(grid.idsWhere((g) => grid.has(g, 'Background', 'Jade')));
  });

  it('does not match trait types, and takes % and _ literally', async () => {
    expect(tokenIds(await get(`/api/collections/${slug}?search=background`))).toEqual([]);
    expect(tokenIds(await get(`/api/collections/${slug}?search=${encodeURIComponent('%_')}`))).toEqual([
      '14',
    ]);
    expect(tokenIds(await get(`/api/collections/${slug}?search=${encodeURIComponent('0_p')}`))).toEqual([]);
    expect(tokenIds(await get(`/api/collections/${slug}?search=${encodeURIComponent('0%_P')}`))).toEqual([
      '14',
    ]);
    // Regular-expression characters are literal too.
    for (const term of ['.', '.*', '(', '[a-z]', '\\'])
      expect(
        tokenIds(await get(`/api/collections/${slug}?search=${encodeURIComponent(term)}`)),
        term,
      ).toEqual([]);
  });
});

describe('POST /api/collections/:token (trait filter)', () => {
  const url = `/api/collections/${slug}`;

  it('filters by one trait value', async () => {
    const res = await post(url, { Background: ['Jade'] });
    expect(res.statusCode).toBe(200);
    expect(tokenIds(res)).toEqual(grid.idsWhere((g) => grid.has(g, 'Background', 'Jade')));
    expect(res.json().data.total).toBe(4);
  });

  it('ORs two values of one trait type', async () => {
    const res = await post(url, { Background: ['Jade', 'Ruby'] });
    expect(tokenIds(res)).toEqual(
      grid.idsWhere((g) => grid.has(g, 'Background', 'Jade') || grid.has(g, 'Background', 'Ruby')),
    );
  });

  it('ANDs two trait types, also when wrapped as { attributes }', async () => {
    const expected = grid.idsWhere(
      (g) =>
        (grid.has(g, 'Background', 'Jade') || grid.has(g, 'Background', 'Onyx')) &&
        grid.has(g, 'Eyes', 'Fierce'),
    );
    expect(expected.length).toBeGreaterThan(0);
    const flat = await post(url, { Background: ['Jade', 'Onyx'], Eyes: ['Fierce'] });
    expect(tokenIds(flat)).toEqual(expected);
    const wrapped = await post(url, { attributes: { Background: ['Jade', 'Onyx'], Eyes: ['Fierce'] } });
    expect(wrapped.json()).toEqual(flat.json());
  });

  it('finds nothing for an unknown trait type or value', async () => {
    for (const body of [{ Hat: ['Crown'] }, { Background: ['Purple'] }]) {
      const res = await post(url, body);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ assets: [], total: 0 });
    }
  });

  it('returns everything live for an empty body or an empty filter', async () => {
    expect((await post(url)).json().data.total).toBe(13);
    expect((await post(url, {})).json().data.total).toBe(13);
  });

  it('combines the filter with search and paging, and pages past the end with the total', async () => {
    const filtered = await post(`${url}?search=calm&limit=2`, { Background: ['Jade'] });
    const expected = grid.idsWhere((g) => grid.has(g, 'Background', 'Jade') && grid.has(g, 'Eyes', 'Calm'));
    expect(tokenIds(filtered)).toEqual(expected.slice(0, 2));
    expect(filtered.json().data.total).toBe(expected.length);
    const past = await post(`${url}?offset=40`, { Background: ['Jade'] });
    expect(past.json().data).toMatchObject({ assets: [], total: 4 });
  });

  it('rejects a malformed filter with 400', async () => {
    expect((await post(url, { Background: 'Jade' })).statusCode).toBe(400);
    expect((await post(url, { attributes: { Eyes: ['Calm'] }, Background: ['Jade'] })).statusCode).toBe(400);
  });
});
