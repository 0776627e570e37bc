import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { signIn } from '../../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createUser } from '../../helpers/user-factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/users/:account', () => {
  it('returns every profile field, null where unset, and no coin balance for an anonymous caller', async () => {
    const { account } = await createUser(t.db, {
      username: 'KoiRider',
      biography: 'Upstream.',
      guardianId: 2,
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${account}?chainId=31337` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        account,
        username: 'KoiRider',
        biography: 'Upstream.',
        image: null,
        bannerImage: null,
        url: null,
        location: null,
        guardianId: 2,
      },
    });
  });

  it('finds the profile whatever the letter case of the address in the URL', async () => {
    const { account } = await createUser(t.db, { username: 'CaseBlind' });
    const mixed = `0x${account.slice(2).toUpperCase()}`;
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${mixed}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.account).toBe(account);
  });

  it('answers an empty profile (200) for an account that never connected: looking at a wallet is no error', async () => {
    const account = `0x${'ab'.repeat(20)}`;
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${account}?chainId=31337` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        account,
        username: null,
        biography: null,
        image: null,
        bannerImage: null,
        url: null,
        location: null,
        guardianId: null,
      },
    });
    expect((await t.db.execute(sql`select 1 from users where account = ${account}`)).rows).toHaveLength(0);
  });

  it('answers 400 for something that is not an address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('account');
  });

  it("shows currentCoinBalance on the caller's own profile, even with the address in upper case", async () => {
    const me = await signIn(t.app);
    const upper = `0x${me.account.slice(2).toUpperCase()}`;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/${upper}`,
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.currentCoinBalance).toBe(0);
  });

  it("does not show currentCoinBalance on someone else's profile to a signed-in caller", async () => {
    const me = await signIn(t.app);
    const other = await createUser(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/${other.account}`,
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).not.toHaveProperty('currentCoinBalance');
  });
});

describe('GET /api/users/is-available-username/:username', () => {
  const available = async (name: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/is-available-username/${encodeURIComponent(name)}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as boolean;
  };

  it('is true for an unused name of 2 and of 24 allowed characters', async () => {
    expect(await available('ab')).toBe(true);
    expect(await available('a'.repeat(24))).toBe(true);
    expect(await available('Koi_fan.09-x')).toBe(true);
  });

  it('is false for 1 and for 25 characters', async () => {
    expect(await available('a')).toBe(false);
    expect(await available('a'.repeat(25))).toBe(false);
  });

  it('is false for disallowed characters or a leading symbol', async () => {
    for (const name of ['has space', 'emoji🐉', '_lead', '.lead', '-lead', 'a/b', 'ünï', '<b>x</b>']) {
      expect(await available(name), name).toBe(false);
    }
  });

  it('is false for a taken name in any letter case', async () => {
    await createUser(t.db, { username: 'DragonEmpress' });
    expect(await available('DragonEmpress')).toBe(false);
    expect(await available('dragonempress')).toBe(false);
    expect(await available('DRAGONEMPRESS')).toBe(false);
  });
});

describe('PATCH /api/users/register-beta-tester', () => {
  it('refuses a caller who is not signed in with 401', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users/register-beta-tester' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('User not logged in');
  });

  it('registers once and says so; a second call succeeds with an already-registered message', async () => {
    const me = await signIn(t.app);
    const first = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/register-beta-tester',
      headers: { cookie: me.cookie },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      data: { status: true, message: 'Successfully registered as beta tester' },
    });
    const [row] = await t.db.select().from(users).where(eq(users.account, me.account));
    const registeredAt = row?.betaTesterAt;
    expect(registeredAt).toBeInstanceOf(Date);

    const second = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/register-beta-tester',
      headers: { cookie: me.cookie },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      data: { status: true, message: 'You are already registered as a beta tester' },
    });
    const [after] = await t.db.select().from(users).where(eq(users.account, me.account));
    expect(after?.betaTesterAt).toEqual(registeredAt);
  });
});
