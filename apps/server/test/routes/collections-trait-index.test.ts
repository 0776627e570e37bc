import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveMetadata } from '../../src/indexer/store/token-metadata-repository.ts';
import { createGuardianGrid } from '../helpers/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The in-memory trait index must never answer from an old state: after any change to a token row,
// the next request sees the change (PostgreSQL answers until the index is rebuilt).
let t: TestApp;
let grid: Awaited<ReturnType<typeof createGuardianGrid>>;

beforeAll(async () => {
  t = await createTestApp();
  grid = await createGuardianGrid(t.db);
});
afterAll(() => t.close());

const filter = async (body: Record<string, string[]>) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/collections/test-guardians', payload: body });
  expect(res.statusCode).toBe(200);
  const data = res.json().data as { assets: { tokenId: string }[]; total: number };
  return { ids: data.assets.map((a) => a.tokenId), total: data.total };
};
const traitCount = async (type: string, value: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/collections/test-guardians/unique-attributes' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().counts[type]?.[value] ?? 0;
};

describe('collection filters through the in-memory trait index', () => {
  it('sees new traits and a burn on the very next request, and again once rebuilt', async () => {
    const jade = grid.idsWhere((g) => grid.has(g, 'Background', 'Jade'));
    expect(await filter({ Background: ['Jade'] })).toEqual({ ids: jade, total: jade.length });
    expect(await traitCount('Background', 'Jade')).toBe(jade.length);

    // Token 1 (Ruby) is repainted Jade by a metadata refresh, as the indexer would store it.
    const key = { chainId: grid.collection.chainId, tokenAddress: grid.collection.tokenAddress };
    await saveMetadata(
      t.db,
      { ...key, tokenId: '1' },
      {
        tokenUri: 'https://example.org/1',
        name: 'Guardian #1',
        description: null,
        image: null,
        animationUrl: null,
        mediaType: null,
        metadata: {},
        attributes: [
          { traitType: 'Background', value: 'Jade' },
          { traitType: 'Eyes', value: 'Fierce' },
        ],
      },
    );
    const withOne = ['1', ...jade].sort((a, b) => Number(a) - Number(b));
    expect(await filter({ Background: ['Jade'] })).toEqual({ ids: withOne, total: withOne.length });
    expect(await traitCount('Background', 'Jade')).toBe(withOne.length);

    // A burn, as the indexer records it.
    const burned = withOne[1] as string;
    await t.db.execute(sql`update tokens set owner = null, updated_at = now()
      where token_address = ${key.tokenAddress} and token_id = ${burned}`);
    const afterBurn = withOne.filter((id) => id !== burned);
    expect(await filter({ Background: ['Jade'] })).toEqual({ ids: afterBurn, total: afterBurn.length });

    // Once the index has caught up (rebuilt in the background), it gives the same answers.
    await vi.waitFor(
      async () => {
        await filter({}); // each request may start the rebuild
        expect(await filter({ Background: ['Jade'], Eyes: ['Fierce'] })).toEqual({
          ids: afterBurn.filter((id) => Number(id) <= 4),
          total: afterBurn.filter((id) => Number(id) <= 4).length,
        });
      },
      { timeout: 10_000, interval: 500 },
    );
    expect(await filter({ Background: ['Jade'] })).toEqual({ ids: afterBurn, total: afterBurn.length });
  });
});
