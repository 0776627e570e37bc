import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSocials } from '../../src/db/schema/index.ts';
import { createCollection, createTokens } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The item reaction update called as the spec writes it (reactions.test.ts has the gate, the toggling,
// batch counts and liked items).
let t: TestApp;
let token: string;
let withX: { cookie: string; account: `0x${string}` };
let withoutX: { cookie: string; account: `0x${string}` };

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
  const collection = await createCollection(t.db, { slug: 'reactions-query' });
  token = collection.tokenAddress;
  await createTokens(t.db, collection, [{ id: 2, owner: '0x00000000000000000000000000000000000000aa' }]);
  withX = await signIn(t.app);
  withoutX = await signIn(t.app);
  await t.db
    .insert(userSocials)
    .values({ account: withX.account, provider: 'twitter', providerAccountId: 'liker', username: 'liker' });
});

afterAll(async () => {
  await t.close();
});

describe("the spec's form: chainId and type in the query", () => {
  /** POST /update/{token}/{id}?query, with a JSON body only when one is given. */
  function updateByQuery(
    cookie: string | undefined,
    id: number,
    query: string,
    body?: Record<string, unknown>,
  ) {
    return t.app.inject({
      method: 'POST',
      url: `/api/nfts/reactions/update/${token}/${id}?${query}`,
      headers: cookie ? { cookie } : {},
      ...(body === undefined ? {} : { payload: body }),
    });
  }

  it('toggles with a bodiless POST naming chainId and type in the query, and sets with active', async () => {
    const on = await updateByQuery(withX.cookie, 2, 'chainId=31337&type=like');
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toMatchObject({ totalCount: 1, userReaction: { like: true, love: false } });
    const again = await updateByQuery(withX.cookie, 2, 'chainId=31337&type=like&active=true');
    expect(again.json().data).toMatchObject({ totalCount: 1, userReaction: { like: true } });
    const off = await updateByQuery(withX.cookie, 2, 'chainId=31337&type=like');
    expect(off.json().data).toMatchObject({ totalCount: 0, userReaction: { like: false } });
  });

  it('takes each field from the query or the body, and accepts both when they agree', async () => {
    const on = await updateByQuery(withX.cookie, 2, 'type=love', { active: true, chainId: 31337 });
    expect(on.json().data).toMatchObject({ counts: { love: 1 }, userReaction: { love: true } });
    const off = await updateByQuery(withX.cookie, 2, 'type=love&chainId=31337', {
      type: 'love',
      chainId: 31337,
      active: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ totalCount: 0, userReaction: { love: false } });
  });

  it('refuses a query and body that disagree with 400 naming the field, and changes nothing', async () => {
    const type = await updateByQuery(withX.cookie, 2, 'type=like', { type: 'love' });
    expect(type.statusCode).toBe(400);
    expect(type.json()).toEqual({
      statusCode: 400,
      code: 'REACTION_INPUT_DISAGREES',
      field: 'type',
      message: 'type differs between the query and the body: send it once, or the same in both',
    });
    const chain = await updateByQuery(withX.cookie, 2, 'type=like&chainId=1', { chainId: 31337 });
    expect(chain.statusCode).toBe(400);
    expect(chain.json()).toMatchObject({ code: 'REACTION_INPUT_DISAGREES', field: 'chainId' });
    const active = await updateByQuery(withX.cookie, 2, 'type=like&active=true', { active: false });
    expect(active.json()).toMatchObject({ statusCode: 400, field: 'active' });
    expect((await counts(2)).json().data.totalCount).toBe(0);
  });

  it('refuses a call naming no type with 400 and a sentence', async () => {
    for (const res of [
      await updateByQuery(withX.cookie, 2, 'chainId=31337'),
      await updateByQuery(withX.cookie, 2, 'chainId=31337', {}),
      await update(withX.cookie, 2, { active: true }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'REACTION_TYPE_REQUIRED',
        field: 'type',
        message: 'type is required: like or love, in the query or the body',
      });
    }
  });

  it('refuses a bad type, chain id or active in the query with 400, never 500', async () => {
    for (const query of [
      'type=wow',
      'type=like&chainId=abc',
      'type=like&chainId=-1',
      'type=like&active=maybe',
    ]) {
      const res = await updateByQuery(withX.cookie, 2, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/^(type|chainId|active): /);
    }
  });

  it('keeps the gate: a visitor gets 401 and an account without X 403, in the query form too', async () => {
    expect((await updateByQuery(undefined, 2, 'chainId=31337&type=like')).statusCode).toBe(401);
    const noX = await updateByQuery(withoutX.cookie, 2, 'chainId=31337&type=like');
    expect(noX.statusCode).toBe(403);
    expect(noX.json().code).toBe('X_NOT_LINKED');
  });
});
