import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRarityTables } from '../../src/services/catalogue/read/rarity-table.ts';
import { createCollection, createTokens, randomAddress } from '../helpers/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const holder = randomAddress();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function collectionOf(slug: string, traits: [string, string][][]) {
  const collection = await createCollection(t.db, { slug, name: slug });
  await createTokens(
    t.db,
    collection,
    traits.map((list, i) => ({ id: i + 1, owner: holder, traits: list })),
  );
  return collection;
}

describe('rarity through the API', () => {
  it('ranks a token minted after the ranking was computed at once', async () => {
    const c = await collectionOf('late-mint', [[['A', 'x']], [['A', 'x']], [['A', 'y']]]);
    const rarity = (id: number) =>
      t.app.inject({ method: 'GET', url: `/api/nfts/${c.tokenAddress}/${id}/rarity` });
    expect((await rarity(3)).json().data).toMatchObject({ rank: 1, total: 3 });
    await createTokens(t.db, c, [{ id: 4, owner: holder, traits: [['A', 'z']] }]);
    const late = (await rarity(4)).json().data;
    expect(late).toEqual({ tokenId: '4', score: 4, rank: 1, total: 4 });
  });

  it('scores a token without traits 0 and ranks it last', async () => {
    const c = await collectionOf('no-traits', [[['A', 'x']], []]);
    const res = await t.app.inject({ method: 'GET', url: `/api/nfts/${c.tokenAddress}/2/rarity` });
    expect(res.json().data).toEqual({ tokenId: '2', score: 0, rank: 2, total: 2 });
    const rarities = await t.app.inject({ method: 'GET', url: `/api/nfts/${c.tokenAddress}/2/rarities` });
    expect(rarities.json()).toEqual({ data: { items: [], total: 0 } });
  });
});

describe('rarity tables', () => {
  it('serves a table from memory, then rebuilds it in the background once it is too old', async () => {
    const c = await collectionOf('aging', [[['A', 'x']], [['A', 'y']]]);
    const key = { chainId: c.chainId, tokenAddress: c.tokenAddress };
    let clock = 0;
    const tables = createRarityTables(t.db, { maxAgeMs: 1000, now: () => clock });
    expect((await tables.get(key)).total).toBe(2);

    await createTokens(t.db, c, [{ id: 3, owner: holder, traits: [['A', 'x']] }]);
    expect((await tables.get(key)).total).toBe(2); // still fresh: no database work

    clock = 5000;
    expect((await tables.get(key)).total).toBe(2); // stale: served while a rebuild starts
    await expect.poll(async () => (await tables.get(key)).total).toBe(3);
    const table = await tables.get(key);
    expect(table.counts.get('A\u001fx')).toBe(2);
    expect(table.byToken.get('2')).toEqual({ score: 3, rank: 1 });
  });

  it('builds afresh after forget()', async () => {
    const c = await collectionOf('forgotten', [[['A', 'x']]]);
    const key = { chainId: c.chainId, tokenAddress: c.tokenAddress };
    const tables = createRarityTables(t.db);
    expect((await tables.get(key)).total).toBe(1);
    await createTokens(t.db, c, [{ id: 2, owner: holder, traits: [['A', 'y']] }]);
    tables.forget(key);
    expect((await tables.get(key)).total).toBe(2);
  });

  it('builds one table for concurrent requests', async () => {
    const c = await collectionOf('concurrent', [[['A', 'x']]]);
    const key = { chainId: c.chainId, tokenAddress: c.tokenAddress };
    const tables = createRarityTables(t.db);
    const [first, second] = await Promise.all([tables.get(key), tables.get(key)]);
    expect(first).toBe(second);
  });
});
