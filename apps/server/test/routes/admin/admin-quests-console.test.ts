import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, questCompletions } from '../../../src/db/schema/index.ts';
import { signIn } from '../../helpers/login-flow.ts';
import { questFixtures } from '../../helpers/quest-fixtures.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const fixtures = questFixtures();
const { questId, complete, status } = fixtures;

let t: TestApp;
let owner: string;

beforeAll(async () => {
  ({ t, adminCookie: owner } = await fixtures.start());
});
afterAll(() => fixtures.close());

const get = (url: string, cookie = owner) => t.app.inject({ url, headers: { cookie } });

describe('GET /api/admin/quests', () => {
  it('lists every quest in display order with its origin and queue', async () => {
    const res = await get('/api/admin/quests?limit=100');
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(items).toHaveLength(total);
    expect(items.every((quest: { origin: string }) => quest.origin === 'file')).toBe(true);
    const positions = items.map((quest: { position: number }) => quest.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect((await get(`/api/admin/quests?q=${encodeURIComponent(items[0].title)}`)).json().data.total).toBe(
      1,
    );
  });

  it('reorders every quest, refuses a partial order, and marks the moved ones as edited', async () => {
    const before = (await get('/api/admin/quests?limit=100')).json().data.items as { _id: number }[];
    const reversed = before.map((quest) => quest._id).reverse();
    const put = (ids: number[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/quests/order',
        headers: { cookie: owner },
        payload: { ids },
      });
    const partial = await put(reversed.slice(1));
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({ code: 'QUEST_ORDER_INCOMPLETE', field: 'ids' });
    expect((await put([reversed[0] as number, reversed[0] as number])).statusCode).toBe(400);
    const saved = await put(reversed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.items.map((quest: { _id: number }) => quest._id)).toEqual(reversed);
    const after = (await get('/api/admin/quests?limit=100')).json().data.items as {
      _id: number;
      origin: string;
    }[];
    expect(after.map((quest) => quest._id)).toEqual(reversed);
    expect(after.some((quest) => quest.origin === 'edited')).toBe(true);
    // Visitors see the new order too.
    const shown = (await t.app.inject({ url: '/api/quests/all?limit=100' })).json().data.items as {
      _id: number;
    }[];
    expect(shown.map((quest) => quest._id)).toEqual(reversed.filter((id) => shown.some((q) => q._id === id)));
  });

  it('is for quest editors: a moderator may review but not edit', async () => {
    const moderator = await signIn(t.app);
    await t.db
      .insert(adminRoles)
      .values({ account: moderator.account, role: 'moderator', grantedBy: 'test' });
    expect((await get('/api/admin/quests', moderator.cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/quest-completions', moderator.cookie)).statusCode).toBe(200);
  });
});

describe('the review queue', () => {
  it('lists pending completions across quests oldest first; a rejection carries the reason the member sees', async () => {
    const id = questId('share-on-x');
    const [first, second] = [await signIn(t.app), await signIn(t.app)];
    await complete(first.cookie, id, { proof: 'https://x.com/first/status/1' });
    await complete(second.cookie, id, { proof: 'https://x.com/second/status/1' });
    const queue = (await get('/api/admin/quest-completions')).json().data;
    const mine = queue.items.filter((c: { account: `0x${string}` }) =>
      [first.account, second.account].includes(c.account),
    );
    expect(mine.map((c: { account: string }) => c.account)).toEqual([first.account, second.account]);
    expect(mine[0]).toMatchObject({
      status: 'pending',
      questTitle: expect.any(String),
      points: 40,
      reviewNote: null,
    });
    expect((await get(`/api/admin/quest-completions?q=${first.account}`)).json().data.total).toBe(1);

    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/quest-completions/${mine[0]._id}/reject`,
      headers: { cookie: owner },
      payload: { reason: 'The link does not show the post' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      reviewNote: 'The link does not show the post',
    });
    expect(await status(first.account, id)).toMatchObject({
      status: 'rejected',
      reviewNote: 'The link does not show the post',
    });
    // Sent again, the reason is gone and it is back in the queue.
    await complete(first.cookie, id, { proof: 'https://x.com/first/status/2' });
    expect(await status(first.account, id)).toMatchObject({ status: 'pending', reviewNote: null });
    const [row] = await t.db
      .select()
      .from(questCompletions)
      .where(eq(questCompletions.account, first.account));
    expect(row?.reviewNote).toBeNull();
  });

  it('refuses a blank or over-long reason, and a bodiless reject still works', async () => {
    const id = questId('share-on-x');
    const member = await signIn(t.app);
    await complete(member.cookie, id, { proof: 'https://x.com/m/status/1' });
    const [row] = await t.db
      .select()
      .from(questCompletions)
      .where(eq(questCompletions.account, member.account));
    const reject = (payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/quest-completions/${row?.id}/reject`,
        headers: { cookie: owner },
        ...(payload ? { payload } : {}),
      });
    expect((await reject({ reason: '  ' })).json()).toMatchObject({ statusCode: 400, field: 'reason' });
    expect((await reject({ reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await reject()).json().data).toMatchObject({ status: 'rejected', reviewNote: null });
    expect((await get('/api/admin/quest-completions?status=unknown')).statusCode).toBe(400);
  });
});
