import { PERMISSIONS } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoles } from '../../src/db/schema/index.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const adminKey = generatePrivateKey();
let t: TestApp;

beforeAll(async () => {
  // Listed in checksum case: the comparison must not depend on it.
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: privateKeyToAccount(adminKey).address } });
});
afterAll(async () => {
  await t.close();
});

const NOBODY = { data: { isAdmin: false, roles: [], permissions: [] } };

const me = (cookie?: string) => t.app.inject({ url: '/api/admin/me', headers: cookie ? { cookie } : {} });

describe('GET /api/admin/me', () => {
  it('answers every permission for an ADMIN_ACCOUNTS owner', async () => {
    const res = await me((await signIn(t.app, adminKey)).cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { isAdmin: true, roles: ['owner'], permissions: [...PERMISSIONS] } });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers false, never 401, for a signed-in non-administrator, a visitor and a stale cookie', async () => {
    expect((await me((await signIn(t.app)).cookie)).json()).toEqual(NOBODY);
    const visitor = await me();
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual(NOBODY);
    const stale = await me('guardians_session=not-a-session');
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(NOBODY);
  });

  it("answers a granted role's permissions, and nothing once it is revoked", async () => {
    const member = await signIn(t.app);
    await t.db.insert(adminRoles).values({ account: member.account, role: 'judge', grantedBy: 'test' });
    expect((await me(member.cookie)).json()).toEqual({
      data: { isAdmin: true, roles: ['judge'], permissions: ['submissions:review'] },
    });
    await t.db.delete(adminRoles).where(eq(adminRoles.account, member.account));
    expect((await me(member.cookie)).json()).toEqual(NOBODY);
  });

  it('answers false after the administrator logs out', async () => {
    const { cookie } = await signIn(t.app, adminKey);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/logout', headers: { cookie } });
    expect(out.json()).toEqual({ data: { loggedOut: true } });
    expect((await me(cookie)).json()).toEqual(NOBODY);
  });
});
