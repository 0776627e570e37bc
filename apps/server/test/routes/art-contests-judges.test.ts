import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The contest's judges: the public lookup (spec 6) and the console's list, appointments and removals.
const adminKey = generatePrivateKey();
let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: privateKeyToAccount(adminKey).address } });
  adminCookie = (await signIn(t.app, adminKey)).cookie;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

describe('judges', () => {
  const judge = privateKeyToAccount(generatePrivateKey()).address;

  it('returns data null for an account that is not a judge, and 400 for a bad address', async () => {
    expect((await get(`/api/art-contests/artist-judge/${judge}`)).json()).toEqual({ data: null });
    expect((await get('/api/art-contests/artist-judge/not-an-address')).statusCode).toBe(400);
  });

  it('lets only admins appoint and remove judges', async () => {
    const user = await signIn(t.app);
    const put = (cookie?: string, payload: unknown = { name: 'Ada' }) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/judges/${judge}`,
        payload: payload as object,
        headers: cookie ? { cookie } : {},
      });
    const del = (cookie?: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/judges/${judge}`,
        headers: cookie ? { cookie } : {},
      });

    expect((await put()).statusCode).toBe(401);
    expect((await put(user.cookie)).statusCode).toBe(403);
    expect((await put(adminCookie, { name: '  ' })).statusCode).toBe(400);
    const made = await put(adminCookie);
    expect(made.statusCode).toBe(200);
    expect(made.json().data).toEqual({ account: judge.toLowerCase(), name: 'Ada' });
    expect((await put(adminCookie, { name: 'Ada L.' })).json().data.name).toBe('Ada L.');

    const lookup = await get(`/api/art-contests/artist-judge/${judge.toUpperCase().replace('0X', '0x')}`);
    expect(lookup.json()).toEqual({ data: { account: judge.toLowerCase(), name: 'Ada L.' } });
    const listed = await t.app.inject({ url: '/api/admin/judges', headers: { cookie: adminCookie } });
    expect(listed.json().data.items).toContainEqual({ account: judge.toLowerCase(), name: 'Ada L.' });
    expect(
      (await t.app.inject({ url: '/api/admin/judges', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(403);

    expect((await del()).statusCode).toBe(401);
    expect((await del(user.cookie)).statusCode).toBe(403);
    expect((await del(adminCookie)).statusCode).toBe(200);
    expect((await get(`/api/art-contests/artist-judge/${judge}`)).json()).toEqual({ data: null });
    expect((await del(adminCookie)).statusCode).toBe(404);
  });
});
