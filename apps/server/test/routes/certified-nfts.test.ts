import { certifiedMessages } from '@guardians/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prizeVerifications, tokens } from '../../src/db/schema/index.ts';
import { certifiedFile, seedCertifiedNfts } from '../../src/services/certified/certified-seed.ts';
import { createCollection, createTokens } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type Caller = { cookie: string; account: `0x${string}` };

let t: TestApp;
let guardians: Awaited<ReturnType<typeof createCollection>>;
let holder: Caller;
let stranger: Caller;

function verification(method: 'GET' | 'POST', caller?: Caller) {
  return t.app.inject({
    method,
    url: '/api/certified-nfts/verification/me',
    headers: caller ? { cookie: caller.cookie } : {},
  });
}

beforeAll(async () => {
  t = await createTestApp();
  [holder, stranger] = await Promise.all([signIn(t.app), signIn(t.app)]);
});

afterAll(async () => {
  await t.close();
});

describe('the certified prizes', () => {
  it('lists the seeded prizes in content order, eight by default, with the demo art', async () => {
    const res = await t.app.inject({ url: '/api/certified-nfts/all' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.items;
    expect(list).toHaveLength(8);
    expect(res.json().data.total).toBe(12);
    expect(list[0]).toMatchObject({
      name: 'Guardians #7',
      image: '/api/demo/guardians/7/image.png',
      tokenId: '7',
      // This test app has no deployed collections yet.
      tokenAddress: null,
      href: null,
    });
    expect(list[0].description).not.toBe('');
  });

  it('pages with offset and limit and counts all prizes', async () => {
    const all = (await t.app.inject({ url: '/api/certified-nfts/all?limit=100' })).json().data.items;
    expect(all).toHaveLength(12);
    const page = (await t.app.inject({ url: '/api/certified-nfts/all?offset=8&limit=8' })).json().data.items;
    expect(page.map((p: { _id: number }) => p._id)).toEqual(all.slice(8).map((p: { _id: number }) => p._id));
    expect((await t.app.inject({ url: '/api/certified-nfts/all/count' })).json()).toEqual({
      data: 12,
    });
    expect((await t.app.inject({ url: '/api/certified-nfts/all?limit=101' })).statusCode).toBe(400);
  });

  it('fills in the token address once the collection exists, and adds nothing twice', async () => {
    guardians = await createCollection(t.db, { slug: 'guardians', isDefault: true });
    const again = await seedCertifiedNfts(
      { db: t.db, chainId: t.config.chainId },
      certifiedFile(t.config.rootDir),
    );
    expect(again.added).toBe(0);
    const all = (await t.app.inject({ url: '/api/certified-nfts/all?limit=100' })).json().data.items;
    expect(all).toHaveLength(12);
    const first = all[0];
    expect(first.tokenAddress).toBe(guardians.tokenAddress);
    expect(first.href).toBe(`/collection/${guardians.tokenAddress}/7`);
    // Koi and relic prizes stay without an address: their collections do not exist here.
    expect(all.find((p: { image: string }) => p.image.includes('koi-spirits')).tokenAddress).toBeNull();
  });
});

describe('quest-prize verification', () => {
  it('answers a visitor 401 with the spec sentence, on both methods', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await verification(method);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: certifiedMessages.notAuthenticated });
    }
  });

  it('refuses an account without a Guardian with 409 NOT_HOLDER and records nothing', async () => {
    const res = await verification('POST', stranger);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOT_HOLDER', message: certifiedMessages.notHolder });
    expect((await verification('GET', stranger)).json()).toEqual({
      data: { verified: false, verifiedAt: null, held: 0 },
    });
    const rows = await t.db
      .select()
      .from(prizeVerifications)
      .where(eq(prizeVerifications.account, stranger.account));
    expect(rows).toHaveLength(0);
  });

  it('verifies a holder once, then answers the same result even after the Guardians are gone', async () => {
    await createTokens(t.db, guardians, [
      { id: 101, owner: holder.account },
      { id: 102, owner: holder.account },
    ]);
    const first = await verification('POST', holder);
    expect(first.statusCode).toBe(200);
    const verified = first.json().data;
    expect(verified).toMatchObject({ verified: true, held: 2 });
    expect(Date.parse(verified.verifiedAt)).toBeGreaterThan(Date.now() - 60_000);

    await t.db
      .update(tokens)
      .set({ owner: stranger.account })
      .where(and(eq(tokens.tokenAddress, guardians.tokenAddress), eq(tokens.owner, holder.account)));
    const second = await verification('POST', holder);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(verified);
    expect((await verification('GET', holder)).json().data).toEqual(verified);
  });

  it('keeps one row when the same account verifies many times at once', async () => {
    const racer = await signIn(t.app);
    await createTokens(t.db, guardians, [{ id: 201, owner: racer.account }]);
    const results = await Promise.all(Array.from({ length: 6 }, () => verification('POST', racer)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const answers = new Set(results.map((r) => JSON.stringify(r.json().data)));
    expect(answers.size).toBe(1);
    const rows = await t.db
      .select()
      .from(prizeVerifications)
      .where(eq(prizeVerifications.account, racer.account));
    expect(rows).toHaveLength(1);
  });
});
