import { questMessages } from '@guardians/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/login-flow.ts';
import { questFixtures } from '../helpers/quest-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';

const fixtures = questFixtures();
const { invitation, redeem } = fixtures;

let t: TestApp;

beforeAll(async () => {
  ({ t } = await fixtures.start());
});
afterAll(async () => {
  await fixtures.close();
});

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
