import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoles } from '../../../src/db/schema/index.ts';
import { signIn } from '../../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const ownerKey = generatePrivateKey();
const owner = privateKeyToAccount(ownerKey).address.toLowerCase();
let t: TestApp;
let ownerCookie: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: owner } });
  ownerCookie = (await signIn(t.app, ownerKey)).cookie;
});
afterAll(() => t.close());

const grant = (account: string, role: string, cookie = ownerCookie) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/roles/${account}/${role}`, headers: { cookie } });
const revoke = (account: string, role: string, cookie = ownerCookie) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/roles/${account}/${role}`, headers: { cookie } });
const list = (cookie = ownerCookie) => t.app.inject({ url: '/api/admin/roles', headers: { cookie } });
const me = (cookie: string) => t.app.inject({ url: '/api/admin/me', headers: { cookie } });

describe('/api/admin/roles', () => {
  it('lists the ADMIN_ACCOUNTS owner as set by the environment, not revocable', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items).toEqual([
      { account: owner, role: 'owner', source: 'environment', grantedBy: null, grantedAt: null, name: null },
    ]);
    const refused = await revoke(owner, 'owner');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFIGURED_OWNER' });
  });

  it('grants a moderator, whose permissions change at once, and revokes it', async () => {
    const moderator = await signIn(t.app);
    // Accepted in any case, stored in lower case.
    const granted = await grant(moderator.wallet.address, 'moderator');
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toMatchObject({
      account: moderator.account,
      role: 'moderator',
      source: 'console',
      grantedBy: owner,
    });
    expect((await me(moderator.cookie)).json().data.permissions).toContain('submissions:disable');
    // Granting again changes nothing and answers the same.
    expect((await grant(moderator.account, 'moderator')).statusCode).toBe(200);
    expect((await list()).json().data.total).toBe(2);

    // A moderator may not grant roles.
    const other = await signIn(t.app);
    const refused = await grant(other.account, 'owner', moderator.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your role does not allow this (it needs roles:grant)');

    expect((await revoke(moderator.account, 'moderator')).statusCode).toBe(200);
    expect((await me(moderator.cookie)).json().data).toEqual({ isAdmin: false, roles: [], permissions: [] });
    const again = await revoke(moderator.account, 'moderator');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'ROLE_NOT_HELD' });
  });

  it('refuses a malformed account or an unknown role with a sentence', async () => {
    const bad = await grant('0x123', 'moderator');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('address');
    const role = await grant(owner.replace(/.$/, '0'), 'superuser');
    expect(role.statusCode).toBe(400);
    expect(role.json().field).toBe('role');
  });

  it('answers 401 to a visitor and 403 to a member', async () => {
    expect((await t.app.inject({ url: '/api/admin/roles' })).statusCode).toBe(401);
    const member = await signIn(t.app);
    expect((await list(member.cookie)).statusCode).toBe(403);
  });
});

describe('the last owner', () => {
  let solo: TestApp;
  afterAll(() => solo?.close());

  it('cannot be revoked when no ADMIN_ACCOUNTS owner remains', async () => {
    // A site whose owners were all granted in the console (ADMIN_ACCOUNTS emptied after the grants).
    solo = await createTestApp();
    const first = await signIn(solo.app);
    const second = await signIn(solo.app);
    await solo.db.insert(adminRoles).values([
      { account: first.account, role: 'owner', grantedBy: 'setup' },
      { account: second.account, role: 'owner', grantedBy: 'setup' },
    ]);
    const drop = (account: string) =>
      solo.app.inject({
        method: 'DELETE',
        url: `/api/admin/roles/${account}/owner`,
        headers: { cookie: first.cookie },
      });
    expect((await drop(second.account)).statusCode).toBe(200);
    const last = await drop(first.account);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({
      code: 'LAST_OWNER',
      message: 'This is the last owner: grant the owner role to someone else first',
    });
  });
});
