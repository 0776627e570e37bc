import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nftReactions, userSocials } from '../../src/db/schema/index.ts';
import { createCollection, createTokens } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let token: string;
let other: string;
let withX: { cookie: string; account: `0x${string}` };
let withoutX: { cookie: string; account: `0x${string}` };

async function linkX(account: string, username: string) {
  await t.db
    .insert(userSocials)
    .values({ account, provider: 'twitter', providerAccountId: username, username });
}

function update(cookie: string | undefined, id: number | string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/nfts/reactions/update/${token}/${id}`,
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}

function counts(id: number | string, cookie?: string) {
  return t.app.inject({ url: `/api/nfts/reactions/${token}/${id}`, headers: cookie ? { cookie } : {} });
}

beforeAll(async () => {
  t = await createTestApp();
  const collection = await createCollection(t.db, { slug: 'reactions' });
  const second = await createCollection(t.db, { slug: 'reactions-two' });
  token = collection.tokenAddress;
  other = second.tokenAddress;
  await createTokens(
    t.db,
    collection,
    [1, 2, 3, 4, 5].map((id) => ({ id, owner: '0x00000000000000000000000000000000000000aa' })),
  );
  await createTokens(t.db, collection, [{ id: 9, owner: null }]);
  await createTokens(t.db, second, [{ id: 1, owner: '0x00000000000000000000000000000000000000bb' }]);
  withX = await signIn(t.app);
  withoutX = await signIn(t.app);
  await linkX(withX.account, 'liker');
});

afterAll(async () => {
  await t.close();
});

describe('the reaction gate', () => {
  it('refuses a visitor with 401', async () => {
    const res = await update(undefined, 1, { type: 'like' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a signed-in account without a linked X with 403 and a sentence', async () => {
    const res = await update(withoutX.cookie, 1, { type: 'like' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'X_NOT_LINKED', message: 'Link your X account to react' });
    expect((await counts(1)).json().data.totalCount).toBe(0);
  });

  it('changes nothing for an account without X, whichever way it asks', async () => {
    // A like from before the link was removed: neither setting nor clearing touches it.
    await t.db.insert(nftReactions).values({
      chainId: 31337,
      tokenAddress: token,
      tokenId: '2',
      account: withoutX.account.toLowerCase(),
      type: 'like',
    });
    for (const active of [true, false, undefined]) {
      expect((await update(withoutX.cookie, 2, { type: 'like', active })).statusCode).toBe(403);
      expect((await update(withoutX.cookie, 3, { type: 'love', active })).statusCode).toBe(403);
    }
    expect((await counts(2)).json().data.totalCount).toBe(1);
    expect((await counts(3)).json().data.totalCount).toBe(0);
    await t.db.delete(nftReactions).where(eq(nftReactions.account, withoutX.account.toLowerCase()));
  });

  it('answers 404 for an unknown or burned token and 400 for a bad type or id', async () => {
    expect((await update(withX.cookie, 404, { type: 'like' })).statusCode).toBe(404);
    expect((await update(withX.cookie, 9, { type: 'like' })).statusCode).toBe(404);
    const badType = await update(withX.cookie, 1, { type: 'wow' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toMatch(/type/);
    expect((await counts('x1')).statusCode).toBe(400);
  });
});

describe('toggling', () => {
  it('toggles a like on and off and reports the caller’s own state', async () => {
    const on = await update(withX.cookie, 2, { type: 'like', chainId: 31337 });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toMatchObject({
      totalCount: 1,
      counts: { like: 1, love: 0 },
      userReaction: { like: true, love: false },
    });
    const visitor = (await counts(2)).json().data;
    expect(visitor).toMatchObject({ totalCount: 1, userReaction: null });
    const postRead = await t.app.inject({
      method: 'POST',
      url: `/api/nfts/reactions/${token}/2`,
      headers: { cookie: withX.cookie },
      payload: {},
    });
    expect(postRead.json().data).toMatchObject({ totalCount: 1, userReaction: { like: true } });
    const off = await update(withX.cookie, 2, { type: 'like' });
    expect(off.json().data).toMatchObject({ totalCount: 0, userReaction: { like: false, love: false } });
  });

  it('keeps like and love apart and counts both in the total', async () => {
    await update(withX.cookie, 3, { type: 'like' });
    const both = await update(withX.cookie, 3, { type: 'love' });
    expect(both.json().data).toMatchObject({ totalCount: 2, counts: { like: 1, love: 1 } });
  });

  it('is idempotent when the desired state is sent: a retried request cannot undo itself', async () => {
    // Each answer tells the state after that request, set again or unset again included.
    for (let i = 0; i < 3; i++) {
      const set = await update(withX.cookie, 4, { type: 'like', active: true });
      expect(set.json().data).toMatchObject({ totalCount: 1, userReaction: { like: true, love: false } });
    }
    expect((await counts(4)).json().data.counts.like).toBe(1);
    for (let i = 0; i < 2; i++) {
      const unset = await update(withX.cookie, 4, { type: 'like', active: false });
      expect(unset.json().data).toMatchObject({ totalCount: 0, userReaction: { like: false, love: false } });
    }
    expect((await counts(4)).json().data.counts.like).toBe(0);
  });

  it('never leaves more than one row per account under many concurrent toggles, and counts match the rows', async () => {
    const likers = await Promise.all([1, 2, 3].map(() => signIn(t.app)));
    await Promise.all(likers.map((l, i) => linkX(l.account, `racer${i}`)));
    const results = await Promise.all(
      likers.flatMap((l) => Array.from({ length: 15 }, () => update(l.cookie, 5, { type: 'like' }))),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.db.execute<{ account: string; n: number }>(
      `select account, count(*)::int as n from nft_reactions where token_address = '${token}' and token_id = 5 group by account`,
    );
    expect(rows.rows.every((r) => r.n === 1)).toBe(true);
    const total = (await counts(5)).json().data.totalCount;
    expect(total).toBe(rows.rows.length);
    expect(total).toBeLessThanOrEqual(3);
  });
});

describe('batch counts and withReactions', () => {
  it('returns one total per asked pair in order, 0 for unknown pairs', async () => {
    await update(withX.cookie, 1, { type: 'like', active: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nfts/reactions/batch',
      payload: {
        filter: [
          { tokenAddress: token, tokenId: '1' },
          { tokenAddress: token, tokenId: '3' },
          { tokenAddress: other, tokenId: '1' },
          { tokenAddress: token.toUpperCase().replace('0X', '0x'), tokenId: '777' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.map((c: { totalCount: number }) => c.totalCount)).toEqual([1, 2, 0, 0]);
    expect(res.json().data.total).toBe(4);
  });

  it('refuses more than 100 pairs and a malformed address', async () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ tokenAddress: token, tokenId: String(i) }));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/nfts/reactions/batch', payload: { filter: many } }))
        .statusCode,
    ).toBe(400);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/nfts/reactions/batch',
      payload: { filter: [{ tokenAddress: '0x12', tokenId: '1' }] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('fills withReactions on the collection page from the same rows', async () => {
    const res = await t.app.inject({ url: `/api/collections/${token}?withReactions=true&limit=5` });
    const reactions = res.json().data.reactions as { tokenId: string; totalCount: number }[];
    expect(reactions.find((r) => r.tokenId === '3')?.totalCount).toBe(2);
    expect(reactions.find((r) => r.tokenId === '2')?.totalCount).toBe(0);
  });
});

describe('liked items of an account', () => {
  it('lists live liked items newest first, by collection when asked, and pages', async () => {
    const liker = await signIn(t.app);
    await linkX(liker.account, 'collector');
    await update(liker.cookie, 1, { type: 'like', active: true });
    await update(liker.cookie, 3, { type: 'like', active: true });
    await update(liker.cookie, 2, { type: 'love', active: true });
    await t.app.inject({
      method: 'POST',
      url: `/api/nfts/reactions/update/${other}/1`,
      headers: { cookie: liker.cookie },
      payload: { type: 'like' },
    });
    const all = (await t.app.inject({ url: `/api/nfts/reactions/account/${liker.account}/nfts` })).json()
      .data;
    expect(all.total).toBe(3);
    expect(all.assets.map((a: { tokenId: string }) => a.tokenId)).toEqual(['1', '3', '1']);
    expect(all.assets[0].tokenAddress).toBe(other);
    const one = (
      await t.app.inject({
        url: `/api/nfts/reactions/account/${liker.account}/nfts?collection=${token}&limit=1`,
      })
    ).json().data;
    expect(one).toMatchObject({ total: 2, limit: 1 });
    expect(one.assets[0].tokenId).toBe('3');
    const past = (
      await t.app.inject({ url: `/api/nfts/reactions/account/${liker.account}/nfts?offset=10` })
    ).json().data;
    expect(past).toMatchObject({ total: 3, assets: [] });
  });

  it('answers 400 for a bad account or a page over the maximum', async () => {
    expect((await t.app.inject({ url: '/api/nfts/reactions/account/nobody/nfts' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: `/api/nfts/reactions/account/${withX.account}/nfts?limit=101` })).statusCode,
    ).toBe(400);
  });
});
