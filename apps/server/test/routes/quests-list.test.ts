import { type Quest, questMessages } from '@guardians/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quests } from '../../src/db/schema/index.ts';
import { randomAddress } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { questFixtures } from '../helpers/quest-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const fixtures = questFixtures();
const { questId, status, createQuest, complete } = fixtures;

let t: TestApp;
let adminCookie: string;
let seeded: Map<string, Quest>;

beforeAll(async () => {
  ({ t, adminCookie, seeded } = await fixtures.start());
});
afterAll(async () => {
  await fixtures.close();
});

describe('GET /api/quests/all', () => {
  it('lists the seeded quests in display order with their kinds and points', async () => {
    const res = await t.app.inject({ url: '/api/quests/all' });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data as { items: Quest[]; total: number };
    expect(total).toBeGreaterThanOrEqual(8);
    expect(items.map((q) => q.slug).slice(0, 8)).toEqual([
      'link-x',
      'join-discord',
      'guardian-holder',
      'collector',
      'spread-the-love',
      'fan-artist',
      'bring-a-friend',
      'share-on-x',
    ]);
    expect(items[0]).toMatchObject({ kind: 'link_x', points: 50, disabled: false, completions: 0 });
    expect(seeded.get('collector')?.params).toEqual({ min: 5 });
  });

  it('hides and refuses a linking quest when the site does not offer its provider', async () => {
    const bare = await createTestApp({ env: { DISCORD_CLIENT_ID: 'test-discord' } });
    try {
      const listed = await bare.app.inject({ url: '/api/quests/all?limit=100' });
      const kinds = (listed.json().data.items as Quest[]).map((q) => q.kind);
      expect(kinds).toContain('link_discord');
      expect(kinds).not.toContain('link_x');
      expect(listed.json().data.total).toBe(kinds.length);
      const [linkX] = await bare.db.select().from(quests).where(eq(quests.slug, 'link-x'));
      const user = await signIn(bare.app);
      const refused = await bare.app.inject({
        method: 'POST',
        url: `/api/quests/users/${linkX?.id}`,
        headers: { cookie: user.cookie },
        payload: {},
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'QUEST_DISABLED', message: questMessages.disabled });
    } finally {
      await bare.close();
    }
  });

  it('pages with offset and limit', async () => {
    const res = await t.app.inject({ url: '/api/quests/all?offset=2&limit=2' });
    expect(res.json().data.items.map((q: Quest) => q.slug)).toEqual(['guardian-holder', 'collector']);
  });

  it('shows disabled quests to administrators only', async () => {
    const hidden = await createQuest({
      kind: 'link_x',
      title: 'Hidden quest',
      disabled: true,
      position: 1000,
    });
    const user = await signIn(t.app);
    const titles = async (query: string, cookie?: string) =>
      (await t.app.inject({ url: `/api/quests/all?limit=100${query}`, headers: cookie ? { cookie } : {} }))
        .json()
        .data.items.map((q: Quest) => q._id);
    expect(await titles('&showDisabled=true')).not.toContain(hidden._id);
    expect(await titles('&showDisabled=true', user.cookie)).not.toContain(hidden._id);
    expect(await titles('', adminCookie)).not.toContain(hidden._id);
    expect(await titles('&showDisabled=true', adminCookie)).toContain(hidden._id);
  });

  it('keeps an administrator edit when the content file is seeded again', async () => {
    const id = questId('join-discord');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/quests/${id}`,
      headers: { cookie: adminCookie },
      payload: {
        title: 'Join our Discord',
        description: 'Edited',
        kind: 'link_discord',
        points: 60,
        position: 20,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { seedQuests, questsFile } = await import('../../src/services/quests/quest-seed.ts');
    expect(await seedQuests(t.db, questsFile(t.config.rootDir))).toEqual({ added: 0 });
    const after = await t.app.inject({ url: '/api/quests/all?limit=100' });
    expect(after.json().data.items.find((q: Quest) => q._id === id)).toMatchObject({
      title: 'Join our Discord',
      points: 60,
      slug: 'join-discord',
    });
  });
});

/**
 * Runs `work` in a transaction and keeps it open (its locks held, its writes uncommitted) until
 * `release` is called; resolves once `work` has run. `done` settles when the transaction ends.
 */
async function holdInTransaction(
  work: (tx: Parameters<Parameters<typeof t.db.transaction>[0]>[0]) => Promise<void>,
) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let ready = () => {};
  const started = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const done = t.db.transaction(async (tx) => {
    try {
      await work(tx);
    } finally {
      ready(); // a failing `work` is reported by `done`, not by a hang
    }
    await held;
  });
  await started;
  return { release, done };
}

describe('admin quest editing', () => {
  it('waits for completions in flight before an edit lands, and they see it after', async () => {
    const quest = await createQuest({ kind: 'link_x' });
    const id = Number(quest._id);
    // A completion in flight holds the quest's shared lock (lockQuestForCompletion) until its transaction ends.
    const { release, done: inFlight } = await holdInTransaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtextextended(${`quest:${id}`}, 0))`);
    });
    let landed = false;
    const edit = t.app
      .inject({
        method: 'PUT',
        url: `/api/admin/quests/${id}`,
        headers: { cookie: adminCookie },
        payload: {
          title: 'Edited while completing',
          description: 'x',
          kind: 'link_x',
          points: 5,
          disabled: true,
        },
      })
      .then((res) => {
        landed = true;
        return res;
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(landed).toBe(false);
    release();
    await inFlight;
    expect((await edit).statusCode).toBe(200);
    const user = await signIn(t.app);
    const res = await complete(user.cookie, id);
    expect(res.statusCode).toBe(409);
  });

  it('a completion that waited for an edit in flight sees the edit (one disabling the quest refuses it)', async () => {
    const quest = await createQuest({ kind: 'admin_review' });
    const id = Number(quest._id);
    const user = await signIn(t.app);
    // An edit in flight: the quest's exclusive lock (lockQuestForEdit) and the row changed, not committed.
    const { release, done: editInFlight } = await holdInTransaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`quest:${id}`}, 0))`);
      await tx.update(quests).set({ disabled: true, updatedAt: new Date() }).where(eq(quests.id, id));
    });
    let landed = false;
    const completion = complete(user.cookie, id, { proof: 'https://x.com/me/status/1' }).then((res) => {
      landed = true;
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(landed).toBe(false);
    release();
    await editInFlight;
    const res = await completion;
    expect(res.statusCode, res.body).toBe(409);
    expect((await status(user.account, id)).status).toBe('not_started');
  });

  it('refuses visitors and non-admins, validates the form, 404s unknown quests', async () => {
    const user = await signIn(t.app);
    const form = { title: 'X', description: 'Y', kind: 'link_x', points: 5 };
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/quests', payload: form })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/quests',
          payload: form,
          headers: { cookie: user.cookie },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/quests',
      payload: { ...form, points: -1 },
      headers: { cookie: adminCookie },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/quests/999999',
      payload: form,
      headers: { cookie: adminCookie },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('gives counted kinds a minimum of 1 when the form has none', async () => {
    const quest = await createQuest({ kind: 'like_items' });
    expect(quest.params).toEqual({ min: 1 });
  });
});

describe('GET /api/quests/users/{account}/{questId}', () => {
  it('answers anyone, 404 for an unknown quest, 400 for a bad address', async () => {
    const account = randomAddress();
    expect(await status(account, questId('link-x'))).toMatchObject({
      account,
      status: 'not_started',
      progress: null,
      pointsAwarded: 0,
      completedAt: null,
    });
    expect((await t.app.inject({ url: `/api/quests/users/${account}/999999` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/quests/users/nope/1` })).statusCode).toBe(400);
  });
});
