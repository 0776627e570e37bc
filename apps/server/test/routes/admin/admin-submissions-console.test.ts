import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, users } from '../../../src/db/schema/index.ts';
import { addLoves, insertSubmission } from '../../helpers/gallery-fixtures.ts';
import { signIn } from '../../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const ownerKey = generatePrivateKey();
let t: TestApp;
let moderator: { cookie: string; account: string };
let judge: { cookie: string; account: string };
let loved: number;
let quiet: number;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: privateKeyToAccount(ownerKey).address } });
  const owner = await signIn(t.app, ownerKey);
  moderator = await signIn(t.app);
  judge = await signIn(t.app);
  await t.db.insert(adminRoles).values([
    { account: moderator.account, role: 'moderator', grantedBy: owner.account },
    { account: judge.account, role: 'judge', grantedBy: owner.account },
  ]);
  await t.db.update(users).set({ username: 'mod_ann' }).where(sqlAccount(moderator.account));
  loved = await insertSubmission(t.db, { authorUsername: 'painter', text: 'a sunset Guardian' });
  quiet = await insertSubmission(t.db, { tweetCreatedAt: new Date('2026-02-01T00:00:00Z') });
  await addLoves(t.db, loved, 3);
});
afterAll(() => t.close());

function sqlAccount(account: string) {
  return eq(users.account, account);
}

const list = (query = '', cookie = moderator.cookie) =>
  t.app.inject({ url: `/api/admin/gallery/submissions${query}`, headers: { cookie } });
const moderate = (id: number, payload: object, cookie = moderator.cookie) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/gallery/submissions/${id}`,
    headers: { cookie },
    payload,
  });
const publicIds = async () =>
  ((await t.app.inject({ url: '/api/gallery/all' })).json().data.items as { _id: number }[]).map(
    (s) => s._id,
  );

describe('the console Submissions page', () => {
  it('a moderator hides a submission with a reason: visitors stop seeing it, reviewers see why', async () => {
    expect(await publicIds()).toContain(loved);
    const hidden = await moderate(loved, { disabled: true, reason: 'Not fan art of a Guardian' });
    expect(hidden.statusCode).toBe(200);
    expect(await publicIds()).not.toContain(loved);

    const page = (await list('?status=hidden')).json().data;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      _id: loved,
      disabled: true,
      totalReactionsCount: 3,
      source: 'upload',
      moderation: { reason: 'Not fan art of a Guardian', by: moderator.account, byName: 'mod_ann' },
    });
    // A judge reviews but may not hide or show.
    expect((await list('?status=hidden', judge.cookie)).json().data.total).toBe(1);
    expect((await moderate(loved, { disabled: false }, judge.cookie)).statusCode).toBe(403);

    expect((await moderate(loved, { disabled: false })).statusCode).toBe(200);
    expect(await publicIds()).toContain(loved);
    const shown = (await list(`?q=GS-${String(loved).padStart(5, '0')}`)).json().data.items[0];
    expect(shown).toMatchObject({ _id: loved, disabled: false, moderation: null });
  });

  it('searches, filters and sorts', async () => {
    expect((await list('?q=painter')).json().data.items.map((s: { _id: number }) => s._id)).toEqual([loved]);
    expect((await list('?q=sunset')).json().data.total).toBe(1);
    expect((await list('?q=%25')).json().data.total).toBe(0);
    expect((await list('?sort=most_loved')).json().data.items[0]._id).toBe(loved);
    expect((await list('?sort=newest')).json().data.items[0]._id).toBe(quiet);
    expect((await list('?sort=oldest&limit=1&offset=1')).json().data).toMatchObject({ total: 2 });
    expect((await list('?status=shown')).json().data.total).toBe(2);
  });

  it('refuses bad input with the field, and members and visitors', async () => {
    expect((await list('?sort=loudest')).json()).toMatchObject({ statusCode: 400, field: 'sort' });
    expect((await moderate(quiet, { disabled: true, reason: '' })).json()).toMatchObject({ field: 'reason' });
    const member = await signIn(t.app);
    expect((await list('', member.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/gallery/submissions' })).statusCode).toBe(401);
  });
});
