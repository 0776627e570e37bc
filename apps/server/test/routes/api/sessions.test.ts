import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAIN_ID,
  newAccount,
  postLogin,
  requestMessage,
  sessionCookie,
  signIn,
} from '../../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verify = (cookie?: string, chainId = CHAIN_ID) =>
    t.app.inject({
      method: 'GET',
      url: `/api/login/verify?chainId=${chainId}`,
      headers: cookie ? { cookie } : {},
    });

  it('GET /api/login/verify answers 200 with the account while the session lives', async () => {
    const { cookie, account } = await signIn(t.app);
    const res = await verify(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.account).toBe(account);
  });

  it('answers 401 without a cookie, with an unknown cookie, or for another chain', async () => {
    const { cookie } = await signIn(t.app);
    expect((await verify()).statusCode).toBe(401);
    expect((await verify('guardians_session=forged-value')).statusCode).toBe(401);
    expect((await verify(cookie, 1)).statusCode).toBe(401);
    expect((await verify()).json()).toMatchObject({ code: 'NOT_SIGNED_IN', message: 'User not logged in' });
  });

  it('GET /api/login/session answers 200 with the session, or null when not signed in (for this chain)', async () => {
    const { cookie, account } = await signIn(t.app);
    const session = (headers: Record<string, string>, query = `?chainId=${CHAIN_ID}`) =>
      t.app.inject({ url: `/api/login/session${query}`, headers });
    const mine = await session({ cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.account).toBe(account);
    expect((await session({ cookie }, '')).json().data.account).toBe(account);
    for (const [headers, query] of [
      [{}, `?chainId=${CHAIN_ID}`],
      [{ cookie: 'guardians_session=forged-value' }, `?chainId=${CHAIN_ID}`],
      [{ cookie }, '?chainId=1'],
    ] as const) {
      const res = await session(headers, query);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: null });
    }
    expect((await session({ cookie }, '?chainId=abc')).statusCode).toBe(400);
  });

  it('DELETE /api/logout revokes the session on the server and clears the cookie', async () => {
    const { cookie } = await signIn(t.app);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { loggedOut: true } });
    expect(res.cookies.find((c) => c.name === 'guardians_session')?.value).toBe('');
    // The old cookie value is useless even if a client kept it.
    expect((await verify(cookie)).statusCode).toBe(401);
  });

  it('DELETE /api/logout without a session still answers 200', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { loggedOut: false } });
  });

  it('rotates the session at sign-in: the previous one stops working', async () => {
    const first = await signIn(t.app);
    const { message, deadline } = await requestMessage(t.app, first.wallet.address);
    const res = await postLogin(
      t.app,
      { account: first.wallet.address, signature: await first.wallet.signMessage({ message }), deadline },
      { cookie: first.cookie },
    );
    const second = sessionCookie(res);
    expect(second).toBeDefined();
    expect(second).not.toBe(first.cookie);
    expect((await verify(first.cookie)).statusCode).toBe(401);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('ends a session once it has expired', async () => {
    const { cookie, account } = await signIn(t.app);
    await t.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where account = ${account}`,
    );
    expect((await verify(cookie)).statusCode).toBe(401);
  });
});

describe('session lifetime', () => {
  it('is configurable (SESSION_TTL_HOURS), 7 days by default', async () => {
    const defaults = await createTestApp();
    const short = await createTestApp({ env: { SESSION_TTL_HOURS: '2' } });
    try {
      for (const [t, hours] of [
        [defaults, 168],
        [short, 2],
      ] as const) {
        const { cookie } = await signIn(t.app);
        const res = await t.app.inject({ method: 'GET', url: '/api/login/verify', headers: { cookie } });
        const expiresIn = new Date(res.json().data.expiresAt).getTime() - Date.now();
        expect(Math.abs(expiresIn - hours * 3600_000)).toBeLessThan(60_000);
      }
    } finally {
      await defaults.close();
      await short.close();
    }
  });
});

describe('POST /api/users/new/:address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the user record once and is idempotent after', async () => {
    const address = newAccount().address;
    const first = await t.app.inject({ method: 'POST', url: `/api/users/new/${address}` });
    expect(first.json()).toEqual({ data: { account: address.toLowerCase(), created: true } });
    const again = await t.app.inject({ method: 'POST', url: `/api/users/new/${address.toLowerCase()}` });
    expect(again.json()).toEqual({ data: { account: address.toLowerCase(), created: false } });
    const rows = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where account = ${address.toLowerCase()}`,
    );
    expect(rows.rows[0]?.n).toBe(1);
  });

  it('refuses something that is not an address', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/new/not-an-address' });
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'address' });
  });
});
