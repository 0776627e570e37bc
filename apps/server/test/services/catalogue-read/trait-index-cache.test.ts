import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTraitIndexCache } from '../../../src/services/catalogue/read/trait-index/trait-index-cache.ts';
import { createCollection, createTokens, randomAddress } from '../../helpers/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const holder = randomAddress();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function collectionWith(slug: string, count: number) {
  const c = await createCollection(t.db, { slug, name: slug });
  await createTokens(
    t.db,
    c,
    Array.from({ length: count }, (_, i) => ({ id: i + 1, owner: holder, traits: [['A', 'x']] })),
  );
  return { c, key: { chainId: c.chainId, tokenAddress: c.tokenAddress } };
}

describe('trait index cache', () => {
  it('answers null after a token changes, until the rebuild has the change', async () => {
    const { c, key } = await collectionWith('index-change', 2);
    const cache = createTraitIndexCache(t.db, { minRebuildMs: 0 });
    expect((await cache.current(key))?.tokenIds.length).toBe(2);
    await createTokens(t.db, c, [{ id: 3, owner: holder, traits: [['A', 'y']] }]);
    expect(await cache.current(key)).toBeNull();
    await expect.poll(async () => (await cache.current(key))?.tokenIds.length ?? null).toBe(3);
  });

  it('keeps serving the old index while an age-only rebuild runs, then swaps in the new one', async () => {
    const { key } = await collectionWith('index-age', 2);
    const cache = createTraitIndexCache(t.db, { minRebuildMs: 0, maxAgeMs: 30 });
    const first = await cache.current(key);
    expect(first?.tokenIds.length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 60));
    // Too old, nothing changed: the same index answers (no request goes to PostgreSQL meanwhile).
    expect(await cache.current(key)).toBe(first);
    await expect.poll(async () => (await cache.current(key)) !== first).toBe(true);
    expect((await cache.current(key))?.tokenIds.length).toBe(2);
  });
});
