import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSocials } from '../../src/db/schema/index.ts';
import { addLoves, insertSubmission } from '../helpers/gallery-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const adminKey = generatePrivateKey();
const guardians = '0x00000000000000000000000000000000000000a1';

let t: TestApp;
let admin: { cookie: string; account: string };
let user: { cookie: string; account: string };
let target: number;
let bystander: number;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: privateKeyToAccount(adminKey).address } });
  admin = await signIn(t.app, adminKey);
  user = await signIn(t.app);
  await t.db
    .insert(userSocials)
    .values({ account: user.account, provider: 'twitter', providerAccountId: 'u1', username: 'lover' });
  target = await insertSubmission(t.db, { tokenAddress: guardians, tokenId: '5', text: 'to moderate' });
  bystander = await insertSubmission(t.db);
  await addLoves(t.db, target, 4);
});
afterAll(async () => {
  await t.close();
});

const patch = (id: number | string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/gallery/submissions/${id}`,
    payload: payload as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
  });

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

/** Whether `target` shows in each public list and how the counts stand. */
async function publicView() {
  const ids = (res: { json(): { data: { items: { _id: number }[] } } }) =>
    res.json().data.items.map((s) => s._id);
  const contest = await t.app.inject({
    method: 'POST',
    url: '/api/art-contests/artist-submission/all',
    payload: {},
  });
  const galleryPost = await t.app.inject({ method: 'POST', url: '/api/gallery/all', payload: {} });
  return {
    gallery: ids(await get('/api/gallery/all')).includes(target),
    galleryPost: ids(galleryPost).includes(target),
    contest: ids(contest).includes(target),
    token: ids(await get(`/api/gallery/all?tokenAddress=${guardians}&tokenId=5`)).includes(target),
    galleryCount: (await get('/api/gallery/count')).json().data,
    contestCount: (await get('/api/art-contests/artist-submission/count')).json().data,
    tokenCount: (await get(`/api/gallery/count?tokenAddress=${guardians}&tokenId=5`)).json().data,
  };
}

const shown = { gallery: true, galleryPost: true, contest: true, token: true };
const hidden = { gallery: false, galleryPost: false, contest: false, token: false };

describe('PATCH /api/admin/gallery/submissions/:id', () => {
  it('refuses a visitor with 401 and a non-administrator with 403, changing nothing', async () => {
    expect((await patch(target, { disabled: true })).statusCode).toBe(401);
    const res = await patch(target, { disabled: true }, user.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await publicView()).toMatchObject({ ...shown, galleryCount: 2 });
  });

  it('refuses an invalid body or id with 400 and an unknown id with 404', async () => {
    for (const body of [{}, { disabled: 'yes' }, { disabled: null }]) {
      expect((await patch(target, body, admin.cookie)).statusCode).toBe(400);
    }
    expect((await patch('abc', { disabled: true }, admin.cookie)).statusCode).toBe(400);
    expect((await patch(0, { disabled: true }, admin.cookie)).statusCode).toBe(400);
    const unknown = await patch(999_999, { disabled: true }, admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'This submission does not exist' });
    expect(await publicView()).toMatchObject(shown);
  });

  it('hides the submission from every public list and count, and refuses its loves', async () => {
    const res = await patch(target, { disabled: true }, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: target,
      disabled: true,
      text: 'to moderate',
      totalReactionsCount: 4,
      submissionProcessId: `GS-${String(target).padStart(5, '0')}`,
    });
    expect(await publicView()).toEqual({ ...hidden, galleryCount: 1, contestCount: 1, tokenCount: 0 });

    const love = await t.app.inject({
      method: 'POST',
      url: `/api/gallery/reaction/${target}`,
      headers: { cookie: user.cookie },
      payload: { reactionType: 'Love' },
    });
    expect(love.statusCode).toBe(404);
    const contestLove = await t.app.inject({
      method: 'POST',
      url: '/api/art-contests/artist-submission-reaction/update',
      headers: { cookie: user.cookie },
      payload: { id: target, reactionType: 'Love' },
    });
    expect(contestLove.statusCode).toBe(404);
  });

  it('is idempotent: disabling twice answers the same and keeps it hidden', async () => {
    const again = await patch(target, { disabled: true }, admin.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ _id: target, disabled: true, totalReactionsCount: 4 });
    expect((await publicView()).galleryCount).toBe(1);
  });

  it('shows the disabled submission to an administrator asking with showDisabled', async () => {
    const gallery = await get('/api/gallery/all?showDisabled=true', admin.cookie);
    expect(gallery.json().data.items.find((s: { _id: number }) => s._id === target)).toMatchObject({
      disabled: true,
    });
    expect(gallery.json().data.total).toBe(2);
    const contest = await t.app.inject({
      method: 'POST',
      url: '/api/art-contests/artist-submission/all?showDisabled=true',
      headers: { cookie: admin.cookie },
      payload: {},
    });
    expect(contest.json().data.items.map((s: { _id: number }) => s._id)).toEqual(
      expect.arrayContaining([target, bystander]),
    );
    const count = (url: string) => get(url, admin.cookie).then((r) => r.json().data);
    expect(await count('/api/gallery/count?showDisabled=true')).toBe(2);
    expect(await count('/api/art-contests/artist-submission/count?showDisabled=true')).toBe(2);
    expect(await count(`/api/gallery/count?tokenAddress=${guardians}&tokenId=5&showDisabled=true`)).toBe(1);
  });

  it('re-enabling restores it everywhere with its loves', async () => {
    const res = await patch(target, { disabled: false }, admin.cookie);
    expect(res.json().data).toMatchObject({ _id: target, disabled: false, totalReactionsCount: 4 });
    expect(await publicView()).toEqual({ ...shown, galleryCount: 2, contestCount: 2, tokenCount: 1 });
    expect((await patch(target, { disabled: false }, admin.cookie)).statusCode).toBe(200);
  });
});
