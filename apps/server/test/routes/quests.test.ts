import { type Quest, questMessages, type UserQuest } from '@guardians/shared';
import { and, eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artistSubmissions,
  nftReactions,
  pointsLedger,
  questCompletions,
  quests,
  userSocials,
} from '../../src/db/schema/index.ts';
import { createCollection, createTokens, randomAddress } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const adminKey = generatePrivateKey();
const admin = privateKeyToAccount(adminKey).address;

let t: TestApp;
let adminCookie: string;
let seeded: Map<string, Quest>;
let guardians: Awaited<ReturnType<typeof createCollection>>;
let otherCollection: Awaited<ReturnType<typeof createCollection>>;

beforeAll(async () => {
  // X and Discord offered (client ids set), so the linking quests are listed and can be completed.
  t = await createTestApp({
    env: { ADMIN_ACCOUNTS: admin, TWITTER_CLIENT_ID: 'test-x', DISCORD_CLIENT_ID: 'test-discord' },
  });
  adminCookie = (await signIn(t.app, adminKey)).cookie;
  guardians = await createCollection(t.db, { slug: 'guardians', isDefault: true });
  otherCollection = await createCollection(t.db, { slug: 'others' });
  const res = await t.app.inject({ url: '/api/quests/all?limit=100' });
  seeded = new Map((res.json().data.items as Quest[]).map((q) => [q.slug ?? '', q]));
});
afterAll(async () => {
  await t.close();
});

const questId = (slug: string) => {
  const quest = seeded.get(slug);
  if (!quest) throw new Error(`no seeded quest ${slug}`);
  return quest._id;
};

function complete(cookie: string | undefined, id: number, body?: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/quests/users/${id}`,
    headers: cookie ? { cookie } : {},
    ...(body ? { payload: body } : {}),
  });
}

async function status(account: string, id: number): Promise<UserQuest> {
  const res = await t.app.inject({ url: `/api/quests/users/${account}/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function createQuest(form: Record<string, unknown>): Promise<Quest> {
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
  return t.db
    .select()
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
  t.db.insert(userSocials).values({
    account,
    provider,
    providerAccountId: `${provider}-${account}`,
    username: `u${account.slice(2, 8)}`,
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

describe('POST /api/quests/users/{questId}', () => {
  it('answers 401 to a visitor and 404 to an unknown quest', async () => {
    expect((await complete(undefined, questId('link-x'))).statusCode).toBe(401);
    const user = await signIn(t.app);
    const res = await complete(user.cookie, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('QUEST_NOT_FOUND');
  });

  it('link_x: refused until X is linked, then paid once', async () => {
    const user = await signIn(t.app);
    const id = questId('link-x');
    const refused = await complete(user.cookie, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'QUEST_NOT_MET', message: questMessages.linkX });
    expect((await status(user.account, id)).status).toBe('not_started');

    await linkSocial(user.account, 'twitter');
    const done = await complete(user.cookie, id, { anything: 'free-form' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ questId: id, status: 'completed', pointsAwarded: 50 });
    const again = await complete(user.cookie, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.completedAt).toBe(done.json().data.completedAt);
    expect(await ledgerRows(user.account, id)).toHaveLength(1);
  });

  it('link_discord: refused without Discord (an X link is not enough), paid with it', async () => {
    const user = await signIn(t.app);
    const id = (await createQuest({ kind: 'link_discord', title: 'Discord test', points: 12.5 }))._id;
    await linkSocial(user.account, 'twitter');
    const refused = await complete(user.cookie, id);
    expect(refused.json()).toMatchObject({ code: 'QUEST_NOT_MET', message: questMessages.linkDiscord });
    await linkSocial(user.account, 'discord');
    const done = await complete(user.cookie, id);
    expect(done.json().data).toMatchObject({ status: 'completed', pointsAwarded: 12.5 });
  });

  it('hold_guardians: counts only live tokens of the default collection', async () => {
    const user = await signIn(t.app);
    const id = questId('collector');
    await createTokens(t.db, guardians, [
      ...[101, 102, 103, 104].map((n) => ({ id: n, owner: user.account })),
      { id: 105, owner: null },
    ]);
    await createTokens(t.db, otherCollection, [{ id: 1, owner: user.account }]);
    const refused = await complete(user.cookie, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'QUEST_NOT_MET', message: questMessages.holdGuardians(5) });
    expect((await status(user.account, id)).progress).toEqual({ current: 4, required: 5 });
    // The holder quest (min 1) is met already.
    expect((await complete(user.cookie, questId('guardian-holder'))).statusCode).toBe(200);

    await createTokens(t.db, guardians, [{ id: 106, owner: user.account }]);
    const done = await complete(user.cookie, id);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'completed',
      pointsAwarded: 250,
      progress: { current: 5, required: 5 },
    });
  });

  it('like_items: counts likes, not loves', async () => {
    const user = await signIn(t.app);
    const id = questId('spread-the-love');
    const react = (tokenId: number, type: 'like' | 'love') =>
      t.db.insert(nftReactions).values({
        chainId: guardians.chainId,
        tokenAddress: guardians.tokenAddress,
        tokenId: String(tokenId),
        account: user.account,
        type,
      });
    await react(1, 'like');
    await react(2, 'like');
    await react(3, 'love');
    const refused = await complete(user.cookie, id);
    expect(refused.json()).toMatchObject({ code: 'QUEST_NOT_MET', message: questMessages.likeItems(3) });
    await react(3, 'like');
    expect((await complete(user.cookie, id)).json().data).toMatchObject({
      status: 'completed',
      pointsAwarded: 30,
    });
  });

  it("submit_fan_art: counts the account's submissions that are not disabled", async () => {
    const user = await signIn(t.app);
    const res = await complete(user.cookie, questId('fan-artist'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'QUEST_NOT_MET', message: questMessages.submitFanArt(1) });
    expect((await status(user.account, questId('fan-artist'))).progress).toEqual({ current: 0, required: 1 });
    const submission = (tweetId: string, disabled: boolean) => ({
      source: 'upload' as const,
      account: user.account,
      tweetId,
      authorId: '1',
      authorUsername: 'artist',
      authorName: 'artist',
      tweetCreatedAt: new Date(),
      disabled,
    });
    await t.db.insert(artistSubmissions).values(submission(`quest-${user.account}-1`, true));
    expect((await status(user.account, questId('fan-artist'))).progress).toEqual({ current: 0, required: 1 });
    await t.db.insert(artistSubmissions).values(submission(`quest-${user.account}-2`, false));
    expect((await complete(user.cookie, questId('fan-artist'))).json().data).toMatchObject({
      status: 'completed',
    });
  });

  it('invite_friends: counts redeemed invitations', async () => {
    const inviter = await signIn(t.app);
    const friend = await signIn(t.app);
    const id = questId('bring-a-friend');
    const refused = await complete(inviter.cookie, id);
    expect(refused.json()).toMatchObject({ code: 'QUEST_NOT_MET', message: questMessages.inviteFriends(1) });
    const { code } = (await invitation(inviter.cookie)).json().data;
    expect((await redeem(friend.cookie, code)).statusCode).toBe(200);
    expect((await complete(inviter.cookie, id)).json().data).toMatchObject({
      status: 'completed',
      pointsAwarded: 75,
    });
    // The friend got nothing for redeeming.
    expect(await t.db.select().from(pointsLedger).where(eq(pointsLedger.account, friend.account))).toEqual(
      [],
    );
  });

  it('refuses quests not started, ended or disabled with their messages', async () => {
    const user = await signIn(t.app);
    await linkSocial(user.account, 'twitter');
    const day = 86_400_000;
    const future = await createQuest({ kind: 'link_x', startsAt: new Date(Date.now() + day).toISOString() });
    const past = await createQuest({
      kind: 'link_x',
      startsAt: new Date(Date.now() - 2 * day).toISOString(),
      endsAt: new Date(Date.now() - day).toISOString(),
    });
    const disabled = await createQuest({ kind: 'link_x', disabled: true });
    for (const [quest, message] of [
      [future, questMessages.notStarted],
      [past, questMessages.ended],
      [disabled, questMessages.disabled],
    ] as const) {
      const res = await complete(user.cookie, quest._id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
    }
  });

  it('pays once when the same account sends 10 requests at once', async () => {
    const user = await signIn(t.app);
    await linkSocial(user.account, 'twitter');
    const quest = await createQuest({ kind: 'link_x', points: 7 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => complete(user.cookie, quest._id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await ledgerRows(user.account, quest._id)).toHaveLength(1);
    const completions = await t.db
      .select()
      .from(questCompletions)
      .where(eq(questCompletions.questId, quest._id));
    expect(completions).toHaveLength(1);
  });

  it('holds maxCompletions when many accounts complete at once', async () => {
    const quest = await createQuest({ kind: 'link_x', maxCompletions: 3 });
    const users = await Promise.all(Array.from({ length: 8 }, () => signIn(t.app)));
    for (const user of users) await linkSocial(user.account, 'twitter');
    const answers = await Promise.all(users.map((user) => complete(user.cookie, quest._id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    const full = answers.find((a) => a.statusCode === 409);
    expect(full?.json()).toMatchObject({ code: 'QUEST_FULL', message: questMessages.full });
    const paid = await t.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.reason, 'quest'), eq(pointsLedger.reference, String(quest._id))));
    expect(paid).toHaveLength(3);
    const list = await t.app.inject({ url: '/api/quests/all?limit=100' });
    expect(list.json().data.items.find((q: Quest) => q._id === quest._id).completions).toBe(3);
  });
});

describe('admin-reviewed quests', () => {
  const review = (id: string, action: 'approve' | 'reject', cookie = adminCookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/quest-completions/${id}/${action}`,
      headers: { cookie },
    });

  it('needs proof, waits for review, pays once on approval', async () => {
    const user = await signIn(t.app);
    const id = questId('share-on-x');
    const noProof = await complete(user.cookie, id, {});
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json()).toMatchObject({ code: 'PROOF_REQUIRED', message: questMessages.proofRequired });
    expect((await complete(user.cookie, id, { proof: '   ' })).statusCode).toBe(400);

    const sent = await complete(user.cookie, id, { proof: 'https://x.com/me/status/1' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'pending', pointsAwarded: 0 });
    expect(await ledgerRows(user.account, id)).toHaveLength(0);

    const pending = await t.app.inject({
      url: `/api/admin/quests/${id}/completions?status=pending`,
      headers: { cookie: adminCookie },
    });
    expect(pending.statusCode).toBe(200);
    const entry = pending.json().data.items.find((c: { account: string }) => c.account === user.account);
    expect(entry).toMatchObject({ status: 'pending', proof: 'https://x.com/me/status/1' });

    expect((await review(entry._id, 'approve', user.cookie)).statusCode).toBe(403);
    const approved = await review(entry._id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'completed', reviewedBy: admin.toLowerCase() });
    expect((await review(entry._id, 'approve')).statusCode).toBe(200);
    expect(await ledgerRows(user.account, id)).toHaveLength(1);
    expect(await status(user.account, id)).toMatchObject({ status: 'completed', pointsAwarded: 40 });

    const rejectPaid = await review(entry._id, 'reject');
    expect(rejectPaid.statusCode).toBe(409);
    expect(rejectPaid.json().code).toBe('COMPLETION_ALREADY_PAID');
  });

  it('a rejected completion pays nothing and may be sent again', async () => {
    const user = await signIn(t.app);
    const id = questId('share-on-x');
    await complete(user.cookie, id, { proof: 'not a link' });
    const [row] = await t.db
      .select()
      .from(questCompletions)
      .where(and(eq(questCompletions.questId, id), eq(questCompletions.account, user.account)));
    const rejected = await review(String(row?.id), 'reject');
    expect(rejected.json().data.status).toBe('rejected');
    expect((await status(user.account, id)).status).toBe('rejected');
    expect(await ledgerRows(user.account, id)).toHaveLength(0);
    const again = await complete(user.cookie, id, { proof: 'https://x.com/me/status/2' });
    expect(again.json().data.status).toBe('pending');
    expect((await review('999999', 'approve')).statusCode).toBe(404);
  });
});

describe('admin quest editing', () => {
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

function invitation(cookie?: string) {
  return t.app.inject({ url: '/api/quests/users-invitation/me', headers: cookie ? { cookie } : {} });
}
function redeem(cookie: string | undefined, code: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/quests/users-invitation/redeem',
    headers: cookie ? { cookie } : {},
    payload: { code },
  });
}

describe('invitations', () => {
  it('makes the code on first ask and keeps it', async () => {
    expect((await invitation()).statusCode).toBe(401);
    const user = await signIn(t.app);
    const first = (await invitation(user.cookie)).json().data;
    expect(first.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(first.link).toBe(`/?invite=${first.code}&modal=redeem`);
    expect(first).toMatchObject({ referrals: [], invitedBy: null });
    expect((await invitation(user.cookie)).json().data.code).toBe(first.code);
  });

  it('refuses unknown, own, circular and second codes; lists referrals', async () => {
    const inviter = await signIn(t.app);
    const friend = await signIn(t.app);
    const third = await signIn(t.app);
    const code = (await invitation(inviter.cookie)).json().data.code as string;

    expect((await redeem(undefined, code)).statusCode).toBe(401);
    const unknown = await redeem(friend.cookie, 'ZZZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(questMessages.inviteUnknown);
    const own = await redeem(inviter.cookie, code);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(questMessages.inviteOwn);

    const ok = await redeem(friend.cookie, code.toLowerCase());
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.invitedBy).toBe(inviter.account);
    const twice = await redeem(friend.cookie, (await invitation(third.cookie)).json().data.code);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(questMessages.inviteUsed);

    const friendCode = (await invitation(friend.cookie)).json().data.code;
    const circular = await redeem(inviter.cookie, friendCode);
    expect(circular.statusCode).toBe(409);
    expect(circular.json().message).toBe(questMessages.inviteCircular);

    const mine = (await invitation(inviter.cookie)).json().data;
    expect(mine.referrals).toHaveLength(1);
    expect(mine.referrals[0].account).toBe(friend.account);
  });

  it('validates the body', async () => {
    const user = await signIn(t.app);
    expect((await redeem(user.cookie, 'ab')).statusCode).toBe(400);
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
