import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSocials } from '../../src/db/schema/index.ts';
import { insertSubmission } from '../helpers/gallery-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let withX: { cookie: string; account: `0x${string}` };
let withoutX: { cookie: string; account: `0x${string}` };
let art: number;
let disabled: number;

async function linkX(account: string, username: string) {
  await t.db
    .insert(userSocials)
    .values({ account, provider: 'twitter', providerAccountId: username, username });
}

function love(
  cookie: string | undefined,
  id: number | string,
  body: Record<string, unknown> = { reactionType: 'Love' },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/gallery/reaction/${id}`,
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}

async function listed(id: number, account?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/gallery/all?limit=100',
    payload: account ? { userReactionData: { account } } : {},
  });
  return res.json().data.items.find((s: { _id: number }) => s._id === id);
}

async function rows(id: number): Promise<number> {
  const res = await t.db.execute<{ n: number }>(
    `select count(*)::int as n from submission_reactions where submission_id = ${id}`,
  );
  return res.rows[0]?.n ?? -1;
}

beforeAll(async () => {
  t = await createTestApp();
  art = await insertSubmission(t.db);
  disabled = await insertSubmission(t.db, { disabled: true });
  withX = await signIn(t.app);
  withoutX = await signIn(t.app);
  await linkX(withX.account, 'lover');
});

afterAll(async () => {
  await t.close();
});

describe('the love gate', () => {
  it('refuses a visitor with 401', async () => {
    expect((await love(undefined, art)).statusCode).toBe(401);
    expect(await rows(art)).toBe(0);
  });

  it('refuses an account without a linked X with 403 X_NOT_LINKED', async () => {
    const res = await love(withoutX.cookie, art);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'X_NOT_LINKED', message: 'Link your X account to react' });
    expect(await rows(art)).toBe(0);
  });

  it('refuses any reaction but a love with 400 and a sentence', async () => {
    for (const reactionType of ['like', 'Wow', '']) {
      const res = await love(withX.cookie, art, { reactionType });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Only a Love/);
    }
    expect((await love(withX.cookie, art, {})).statusCode).toBe(400);
    expect((await love(withX.cookie, art, { reactionType: 'love', active: 'yes' })).statusCode).toBe(400);
    expect(await rows(art)).toBe(0);
  });

  it('answers 404 for an unknown or disabled submission and 400 for a bad id', async () => {
    expect((await love(withX.cookie, 999_999)).json()).toMatchObject({
      statusCode: 404,
      message: 'This submission does not exist',
    });
    expect((await love(withX.cookie, disabled)).statusCode).toBe(404);
    expect(await rows(disabled)).toBe(0);
    expect((await love(withX.cookie, 'abc')).statusCode).toBe(400);
    expect((await love(withX.cookie, 0)).statusCode).toBe(400);
  });
});

describe('loving', () => {
  it('toggles a love on and off in any case of Love, and the lists agree', async () => {
    const on = await love(withX.cookie, art, { reactionType: 'love' });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ data: { reactionActive: true, totalReactionsCount: 1 } });
    expect(await listed(art, withX.account)).toMatchObject({
      userReaction: { reactionActive: true },
      totalReactionsCount: 1,
    });
    expect(await listed(art)).toMatchObject({
      userReaction: { reactionActive: false },
      totalReactionsCount: 1,
    });

    const off = await love(withX.cookie, art, { reactionType: 'LOVE' });
    expect(off.json()).toEqual({ data: { reactionActive: false, totalReactionsCount: 0 } });
    expect(await rows(art)).toBe(0);
  });

  it('sets the love with `active`, so a retried request is idempotent', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await love(withX.cookie, art, { reactionType: 'Love', active: true });
      expect(res.json().data).toEqual({ reactionActive: true, totalReactionsCount: 1 });
    }
    expect(await rows(art)).toBe(1);
    for (let i = 0; i < 2; i += 1) {
      const res = await love(withX.cookie, art, { reactionType: 'Love', active: false });
      expect(res.json().data).toEqual({ reactionActive: false, totalReactionsCount: 0 });
    }
    expect(await rows(art)).toBe(0);
  });

  it('counts exactly under 20 concurrent loves from distinct accounts', async () => {
    const target = await insertSubmission(t.db);
    const lovers = await Promise.all(Array.from({ length: 20 }, () => signIn(t.app)));
    await Promise.all(lovers.map((l, i) => linkX(l.account, `racer${i}`)));
    const results = await Promise.all(lovers.map((l) => love(l.cookie, target)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(results.every((r) => r.json().data.reactionActive === true)).toBe(true);
    expect(await rows(target)).toBe(20);
    expect((await listed(target)).totalReactionsCount).toBe(20);
    const counts = results.map((r) => r.json().data.totalReactionsCount as number);
    expect(Math.max(...counts)).toBe(20);

    // And all of them taking it back at once leaves none.
    const undone = await Promise.all(lovers.map((l) => love(l.cookie, target)));
    expect(undone.every((r) => r.json().data.reactionActive === false)).toBe(true);
    expect(await rows(target)).toBe(0);
  });

  it('keeps one row per account when one account sends many concurrent toggles', async () => {
    const target = await insertSubmission(t.db);
    await Promise.all(Array.from({ length: 15 }, () => love(withX.cookie, target)));
    expect(await rows(target)).toBeLessThanOrEqual(1);
    expect((await listed(target)).totalReactionsCount).toBe(await rows(target));
  });
});
