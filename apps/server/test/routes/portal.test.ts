import { portalMessages } from '@guardians/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_FAILURES_PER_IP } from '../../src/services/portal/portal-service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const PASSPHRASE = 'the current carries those who let go';

let t: TestApp;
let closed: TestApp;
beforeAll(async () => {
  [t, closed] = await Promise.all([
    createTestApp({ env: { PORTAL_PASSPHRASE: PASSPHRASE } }),
    createTestApp({ seed: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), closed.close()]);
});

let nextIp = 1;
/** Each test knocks from its own address, so the failure counts of one do not block another. */
const newIp = () => `203.0.113.${nextIp++}`;

const unlock = (app: TestApp, passphrase: string, ip: string, headers: Record<string, string> = {}) =>
  app.app.inject({
    method: 'POST',
    url: '/api/portal/unlock',
    payload: { passphrase },
    remoteAddress: ip,
    headers,
  });
const content = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/portal/content', headers: cookie ? { cookie } : {} });

describe('the portal', () => {
  it('is closed (404) when PORTAL_PASSPHRASE is not set', async () => {
    const res = await unlock(closed, 'anything', newIp());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(portalMessages.closed);
    const read = await closed.app.inject({ method: 'GET', url: '/api/portal/content' });
    expect(read.statusCode).toBe(404);
  });

  it('refuses a wrong passphrase with 401 and no cookie', async () => {
    const res = await unlock(t, 'the current carries those who let g0', newIp());
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(portalMessages.wrong);
    expect(res.cookies).toHaveLength(0);
  });

  it('opens with the right passphrase: the content and a session cookie that keeps it open', async () => {
    const res = await unlock(t, PASSPHRASE, newIp());
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.title).toBe('The Chamber Behind the Great Waterfall');
    expect(data.html).toContain('<h2>What the walls remember</h2>');
    const [cookie] = res.cookies;
    expect(cookie).toMatchObject({ name: 'guardians_portal', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();

    const read = await content(`${cookie?.name}=${cookie?.value}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(data);
  });

  it('marks the cookie Secure when the site is served over https', async () => {
    const res = await unlock(t, PASSPHRASE, newIp(), { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    // TRUST_PROXY is off in tests: the request stays http, so the cookie is not Secure here ...
    expect(res.cookies[0]?.secure).toBeUndefined();
    const secure = await createTestApp({
      env: { PORTAL_PASSPHRASE: PASSPHRASE, PUBLIC_URL: 'https://guardians.example' },
    });
    try {
      const https = await unlock(secure, PASSPHRASE, newIp(), { origin: 'https://guardians.example' });
      // ... and is, with the __Host- prefix, behind an https PUBLIC_URL.
      expect(https.cookies[0]).toMatchObject({ name: '__Host-guardians_portal', secure: true });
    } finally {
      await secure.close();
    }
  });

  it('answers 401 locked without the cookie or with a tampered one', async () => {
    const none = await content();
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(portalMessages.locked);
    const res = await unlock(t, PASSPHRASE, newIp());
    const value = res.cookies[0]?.value ?? '';
    const flipped = `${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await content(`guardians_portal=${flipped}`)).statusCode).toBe(401);
    expect((await content('guardians_portal=x')).statusCode).toBe(401);
  });

  it("GET /api/portal answers this browser's state with 200: closed, locked (also with a tampered pass), open with the content", async () => {
    const state = (app: TestApp, cookie?: string) =>
      app.app.inject({ method: 'GET', url: '/api/portal', headers: cookie ? { cookie } : {} });
    const shut = await state(closed);
    expect(shut.statusCode).toBe(200);
    expect(shut.json()).toEqual({ data: { state: 'closed' } });
    expect(shut.headers['cache-control']).toBe('private, no-store');
    expect((await state(t)).json()).toEqual({ data: { state: 'locked' } });
    expect((await state(t, 'guardians_portal=x')).json()).toEqual({ data: { state: 'locked' } });
    const res = await unlock(t, PASSPHRASE, newIp());
    const [cookie] = res.cookies;
    const open = await state(t, `${cookie?.name}=${cookie?.value}`);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ data: { state: 'open', content: res.json().data } });
  });

  it(`refuses with 429 and Retry-After after ${PORTAL_FAILURES_PER_IP} wrong passphrases from one IP`, async () => {
    const ip = newIp();
    for (let i = 0; i < PORTAL_FAILURES_PER_IP; i++) {
      expect((await unlock(t, `guess ${i}`, ip)).statusCode).toBe(401);
    }
    const blocked = await unlock(t, PASSPHRASE, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(500);
    expect((await unlock(t, PASSPHRASE, newIp())).statusCode).toBe(200);
  });

  it('refuses an unlock posted from another site', async () => {
    const res = await unlock(t, PASSPHRASE, newIp(), { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    const fetchSite = await unlock(t, PASSPHRASE, newIp(), { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.statusCode).toBe(403);
  });

  it('refuses an empty passphrase with 400', async () => {
    expect((await unlock(t, '', newIp())).statusCode).toBe(400);
  });
});
