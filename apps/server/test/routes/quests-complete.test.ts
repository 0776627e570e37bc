import { type Quest, questMessages } from '@guardians/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artistSubmissions,
  nftReactions,
  pointsLedger,
  questCompletions,
} from '../../src/db/schema/index.ts';
import { createTokens } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { type Collection, questFixtures } from '../helpers/quest-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';

const fixtures = questFixtures();
const { questId, complete, status, createQuest, ledgerRows, linkSocial, invitation, redeem } = fixtures;

let t: TestApp;
let guardians: Collection;
let otherCollection: Collection;

beforeAll(async () => {
  ({ t, guardians, otherCollection } = await fixtures.start());
});
afterAll(async () => {
  await fixtures.close();
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

  it('with an Idempotency-Key: a refusal leaves nothing, a success is paid once and replayed', async () => {
    const user = await signIn(t.app);
    const id = questId('link-x');
    const keyed = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/quests/users/${id}`,
        headers: { cookie: user.cookie, 'idempotency-key': key },
        payload: {},
      });
    expect((await keyed('refused-1')).statusCode).toBe(409);
    expect(await ledgerRows(user.account, id)).toHaveLength(0);
    expect((await status(user.account, id)).status).toBe('not_started');

    await linkSocial(user.account, 'twitter');
    const first = await keyed('paid-1');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'completed', pointsAwarded: 50, progress: null });
    const retry = await keyed('paid-1');
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const another = await keyed('paid-2'); // a new key for a quest already done: its completion, no pay
    expect(another.json().data.completedAt).toBe(first.json().data.completedAt);
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
