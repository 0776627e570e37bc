import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSocials } from '../../src/db/schema/index.ts';
import { addLoves, insertSubmission } from '../helpers/gallery-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const onlooker = '0x00000000000000000000000000000000000000e7';

let t: TestApp;
let withX: { cookie: string; account: string };
let withoutX: { cookie: string; account: string };
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const day = (n: number) => new Date(Date.UTC(2026, 2, n));
  ids.old = await insertSubmission(t.db, { tweetCreatedAt: day(1) });
  ids.loved = await insertSubmission(t.db, { tweetCreatedAt: day(2) });
  ids.fresh = await insertSubmission(t.db, { tweetCreatedAt: day(3) });
  ids.hidden = await insertSubmission(t.db, { tweetCreatedAt: day(4), disabled: true });
  await addLoves(t.db, ids.loved, 3);
  await t.db.execute(
    `insert into submission_reactions (submission_id, account) values (${ids.old}, '${onlooker}')`,
  );
  withX = await signIn(t.app);
  withoutX = await signIn(t.app);
  await t.db
    .insert(userSocials)
    .values({ account: withX.account, provider: 'twitter', providerAccountId: 'x1', username: 'judgey' });
});
afterAll(async () => {
  await t.close();
});

const entries = (query = '', body: unknown = {}, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/art-contests/artist-submission/all${query}`,
    payload: body as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
  });

const react = (body: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/art-contests/artist-submission-reaction/update',
    payload: body,
    headers: cookie ? { cookie } : {},
  });

describe('POST /api/art-contests/artist-submission/all', () => {
  it('answers the same page as POST /api/gallery/all: one pool of submissions', async () => {
    const body = { userReactionData: { account: onlooker } };
    for (const query of ['', '?sortBy=oldest', '?sortBy=most_reactions', '?limit=2&offset=1']) {
      const contest = await entries(query, body);
      const gallery = await t.app.inject({ method: 'POST', url: `/api/gallery/all${query}`, payload: body });
      expect(contest.statusCode).toBe(200);
      expect(contest.json()).toEqual(gallery.json());
    }
    const ids3 = (await entries()).json().data.items.map((s: { _id: number }) => s._id);
    expect(ids3).toEqual([ids.fresh, ids.loved, ids.old]);
  });

  it('marks the loves of the account in the body, sorts by loves and pages with limit', async () => {
    const data = (await entries('?sortBy=most_reactions', { userReactionData: { account: onlooker } })).json()
      .data.items;
    expect(
      data.map((s: { _id: number; totalReactionsCount: number }) => [s._id, s.totalReactionsCount]),
    ).toEqual([
      [ids.loved, 3],
      [ids.old, 1],
      [ids.fresh, 0],
    ]);
    expect(data.find((s: { _id: number }) => s._id === ids.old).userReaction).toEqual({
      reactionActive: true,
    });
    const one = (await entries('?limit=1')).json().data;
    expect(one.items).toHaveLength(1);
    expect(one.total).toBe(3);
  });

  it('accepts a bodiless request and refuses a bad account or limit with 400', async () => {
    const bare = await t.app.inject({ method: 'POST', url: '/api/art-contests/artist-submission/all' });
    expect(bare.statusCode).toBe(200);
    expect(bare.json().data.items).toHaveLength(3);
    expect(bare.json().data.total).toBe(3);
    expect((await entries('', { userReactionData: { account: 'nope' } })).statusCode).toBe(400);
    expect((await entries('?limit=0')).statusCode).toBe(400);
    expect((await entries('?limit=101')).statusCode).toBe(400);
  });

  it('ignores showDisabled from anyone but an administrator', async () => {
    const ids4 = (await entries('?showDisabled=true', {}, withX.cookie))
      .json()
      .data.items.map((s: { _id: number }) => s._id);
    expect(ids4).not.toContain(ids.hidden);
  });
});

describe('GET /api/art-contests/artist-submission/count', () => {
  it('counts the shown entries, as the gallery count does', async () => {
    const res = await t.app.inject({ url: '/api/art-contests/artist-submission/count' });
    expect(res.json()).toEqual({ data: 3 });
    const asked = await t.app.inject({
      url: '/api/art-contests/artist-submission/count?showDisabled=true',
      headers: { cookie: withX.cookie },
    });
    expect(asked.json()).toEqual({ data: 3 });
    expect(
      (await t.app.inject({ url: '/api/art-contests/artist-submission/count?showDisabled=maybe' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('POST /api/art-contests/artist-submission-reaction/update', () => {
  it('refuses a visitor with 401 and an account without X with 403 X_NOT_LINKED', async () => {
    expect((await react({ id: ids.fresh, reactionType: 'Love' })).statusCode).toBe(401);
    const res = await react({ id: ids.fresh, reactionType: 'Love' }, withoutX.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'X_NOT_LINKED' });
  });

  it('refuses another reaction, a missing or bad id with 400; an unknown or disabled entry with 404', async () => {
    expect((await react({ id: ids.fresh, reactionType: 'Like' }, withX.cookie)).json()).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/Only a Love/),
    });
    expect((await react({ reactionType: 'Love' }, withX.cookie)).statusCode).toBe(400);
    expect((await react({ id: 'abc', reactionType: 'Love' }, withX.cookie)).statusCode).toBe(400);
    expect((await react({ id: 0, reactionType: 'Love' }, withX.cookie)).statusCode).toBe(400);
    expect(
      (await react({ id: ids.fresh, reactionType: 'Love', active: 'yes' }, withX.cookie)).statusCode,
    ).toBe(400);
    expect((await react({ id: 999_999, reactionType: 'Love' }, withX.cookie)).statusCode).toBe(404);
    expect((await react({ id: ids.hidden, reactionType: 'Love' }, withX.cookie)).statusCode).toBe(404);
  });

  it('toggles a love with exact counts that the gallery agrees with', async () => {
    const on = await react({ id: ids.loved, reactionType: 'Love' }, withX.cookie);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ data: { reactionActive: true, totalReactionsCount: 4 } });
    const gallery = await t.app.inject({
      method: 'POST',
      url: '/api/gallery/all',
      payload: { userReactionData: { account: withX.account } },
    });
    expect(gallery.json().data.items.find((s: { _id: number }) => s._id === ids.loved)).toMatchObject({
      userReaction: { reactionActive: true },
      totalReactionsCount: 4,
    });
    const off = await react({ id: ids.loved, reactionType: 'love' }, withX.cookie);
    expect(off.json()).toEqual({ data: { reactionActive: false, totalReactionsCount: 3 } });
  });

  it('sets the love with `active`, so retries are idempotent, and takes a numeric string id', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await react({ id: String(ids.fresh), reactionType: 'Love', active: true }, withX.cookie);
      expect(res.json().data).toEqual({ reactionActive: true, totalReactionsCount: 1 });
    }
    // A love given through the gallery's route is the same love.
    const viaGallery = await t.app.inject({
      method: 'POST',
      url: `/api/gallery/reaction/${ids.fresh}`,
      headers: { cookie: withX.cookie },
      payload: { reactionType: 'Love', active: true },
    });
    expect(viaGallery.json().data).toEqual({ reactionActive: true, totalReactionsCount: 1 });
    for (let i = 0; i < 2; i += 1) {
      const res = await react({ id: ids.fresh, reactionType: 'Love', active: false }, withX.cookie);
      expect(res.json().data).toEqual({ reactionActive: false, totalReactionsCount: 0 });
    }
  });

  it('does not disturb the contest pieces routes beside it', async () => {
    expect((await t.app.inject({ url: '/api/art-contests/gallery/totalCount' })).statusCode).toBe(200);
    // The list is a POST (its filter is a body): a GET names a known path with the wrong method.
    const get = await t.app.inject({ url: '/api/art-contests/artist-submission/all' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });
});
