import type { Quest, UserQuest } from '@guardians/shared';
import { and, eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import { pointsLedger, userSocials } from '../../src/db/schema/index.ts';
import { createCollection } from './catalogue-fixtures.ts';
import { signIn } from './login-flow.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type Collection = Awaited<ReturnType<typeof createCollection>>;

/** What `start()` builds: the app, the signed-in administrator, the seeded quests and two collections. */
export interface QuestContext {
  t: TestApp;
  adminCookie: string;
  seeded: Map<string, Quest>;
  guardians: Collection;
  otherCollection: Collection;
}

/**
 * Shared setup for the quest route tests. Call once per file, then `start()` in `beforeAll` and
 * `close()` in `afterAll`; the helpers act on the app made by `start()`.
 */
export function questFixtures() {
  const adminKey = generatePrivateKey();
  const admin = privateKeyToAccount(adminKey).address;
  let ctx: QuestContext | undefined;

  const current = (): QuestContext => {
    if (!ctx) throw new Error('quest fixtures not started');
    return ctx;
  };

  async function start(): Promise<QuestContext> {
    // X and Discord offered (client ids set), so the linking quests are listed and can be completed.
    const t = await createTestApp({
      env: { ADMIN_ACCOUNTS: admin, TWITTER_CLIENT_ID: 'test-x', DISCORD_CLIENT_ID: 'test-discord' },
    });
    const adminCookie = (await signIn(t.app, adminKey)).cookie;
    const guardians = await createCollection(t.db, { slug: 'guardians', isDefault: true });
    const otherCollection = await createCollection(t.db, { slug: 'others' });
    const res = await t.app.inject({ url: '/api/quests/all?limit=100' });
    const seeded = new Map((res.json().data.items as Quest[]).map((q) => [q.slug ?? '', q]));
    ctx = { t, adminCookie, seeded, guardians, otherCollection };
    return ctx;
  }

  async function close(): Promise<void> {
    await ctx?.t.close();
    ctx = undefined;
  }

  const questId = (slug: string) => {
    const quest = current().seeded.get(slug);
    if (!quest) throw new Error(`no seeded quest ${slug}`);
    return quest._id;
  };

  function complete(cookie: string | undefined, id: number, body?: Record<string, unknown>) {
    return current().t.app.inject({
      method: 'POST',
      url: `/api/quests/users/${id}`,
      headers: cookie ? { cookie } : {},
      ...(body ? { payload: body } : {}),
    });
  }

  async function status(account: string, id: number): Promise<UserQuest> {
    const res = await current().t.app.inject({ url: `/api/quests/users/${account}/${id}` });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  }

  async function createQuest(form: Record<string, unknown>): Promise<Quest> {
    const { t, adminCookie } = current();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/quests',
      headers: { cookie: adminCookie },
      payload: { title: 'Test quest', description: 'For the tests', points: 10, ...form },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }

  async function ledgerRows(account: string, id: number) {
    return current()
      .t.db.select()
      .from(pointsLedger)
      .where(
        and(
          eq(pointsLedger.account, account),
          eq(pointsLedger.reason, 'quest'),
          eq(pointsLedger.reference, String(id)),
        ),
      );
  }

  const linkSocial = (account: string, provider: 'twitter' | 'discord') =>
    current()
      .t.db.insert(userSocials)
      .values({
        account,
        provider,
        providerAccountId: `${provider}-${account}`,
        username: `u${account.slice(2, 8)}`,
      });

  function invitation(cookie?: string) {
    return current().t.app.inject({
      url: '/api/quests/users-invitation/me',
      headers: cookie ? { cookie } : {},
    });
  }

  function redeem(cookie: string | undefined, code: string) {
    return current().t.app.inject({
      method: 'POST',
      url: '/api/quests/users-invitation/redeem',
      headers: cookie ? { cookie } : {},
      payload: { code },
    });
  }

  return {
    admin,
    start,
    close,
    questId,
    complete,
    status,
    createQuest,
    ledgerRows,
    linkSocial,
    invitation,
    redeem,
  };
}
