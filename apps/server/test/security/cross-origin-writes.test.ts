import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { balanceOf } from '../../src/services/points/points-ledger.ts';
import { databaseFingerprint } from '../helpers/database-fingerprint.ts';
import { signIn } from '../helpers/login-flow.ts';
import { multipart } from '../helpers/multipart.ts';
import { deploySwapClaim, startOwnAnvil, swapActions } from '../helpers/swap-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

interface RouteEntry {
  method: string;
  url: string;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SITE = 'http://localhost:80'; // app.inject's Host is localhost:80 and no PUBLIC_URL is set
const adminKey = generatePrivateKey();
const adminAccount = privateKeyToAccount(adminKey).address.toLowerCase();

let t: TestApp;
let adminCookie: string;
let writeRoutes: RouteEntry[];

beforeAll(async () => {
  // The sweep sends a few hundred requests from one address: the per-minute limit is not under test here.
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: adminAccount, RATE_LIMIT_MAX: '100000' } });
  ({ cookie: adminCookie } = await signIn(t.app, adminKey));
  const seen = new Set<string>();
  // Every route the application registered: a route added later is swept without touching this file.
  writeRoutes = t.app.routeTable.filter(({ method, url }) => {
    const key = `${method} ${url}`;
    if (!STATE_CHANGING.has(method) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
});
afterAll(async () => {
  await t?.close();
});

/** Plausible values for the path parameters the routes use, so each request reaches its own route. */
function paramValue(name: string): string {
  if (/token|contract|collection/i.test(name)) return '0x5fbdb2315678afecb367f032d93f642f64180aa3';
  if (/account|address|wallet/i.test(name)) return adminAccount;
  if (/provider/i.test(name)) return 'twitter';
  return '1';
}

function concreteUrl(url: string): string {
  return url.replace(/:(\w+)(\([^)]*\))?/g, (_, name: string) => paramValue(name)).replace(/\*$/, 'x');
}

const crossSiteVariants: Record<string, Record<string, string>> = {
  'Origin of another site': { origin: 'https://evil.example' },
  'Sec-Fetch-Site: cross-site without Origin': { 'sec-fetch-site': 'cross-site' },
  'Sec-Fetch-Site: same-site (a sibling subdomain) without Origin': { 'sec-fetch-site': 'same-site' },
  'Origin: null (sandboxed frame, data: URL)': { origin: 'null' },
  'Origin on the same host with another scheme': { origin: 'https://localhost' },
  'Origin that only starts with the site': { origin: `${SITE}.evil.example` },
};

function send(route: RouteEntry, headers: Record<string, string>, cookie = adminCookie) {
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: concreteUrl(route.url),
    headers: { cookie, 'content-type': 'application/json', ...headers },
    payload: '{}',
  };
  return t.app.inject(options);
}

describe('the route table', () => {
  it('lists every state-changing route, each reachable with the filled-in path', () => {
    expect(writeRoutes.length).toBeGreaterThan(40);
    const keys = writeRoutes.map((r) => `${r.method} ${r.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/users/',
        'PATCH /api/users/register-beta-tester',
        'DELETE /api/logout',
        'POST /api/nfts/reactions/update/:token/:id',
        'POST /api/admin/blogs',
      ]),
    );
    for (const route of writeRoutes) {
      const found = t.app.findRoute({ method: route.method as 'POST', url: concreteUrl(route.url) });
      expect(found, `${route.method} ${concreteUrl(route.url)} reaches no route`).not.toBeNull();
    }
  });
});

describe('a state-changing request a browser sent from another site, with a valid admin session', () => {
  for (const [variant, headers] of Object.entries(crossSiteVariants)) {
    it(`is refused with 403 on every route: ${variant}`, async () => {
      const before = await databaseFingerprint(t.db);
      const accepted: string[] = [];
      for (const route of writeRoutes) {
        const res = await send(route, headers);
        const body = res.json() as { code?: string; message?: string };
        if (res.statusCode !== 403 || body.code !== 'CROSS_ORIGIN_REQUEST')
          accepted.push(`${route.method} ${route.url} -> ${res.statusCode} ${body.code ?? ''}`);
        else expect(body.message).toBe('Requests that change data must come from this site');
      }
      expect(accepted).toEqual([]);
      expect(await databaseFingerprint(t.db)).toBe(before);
    });
  }

  it('leaves the profile, the beta-tester flag, new users and the session untouched', async () => {
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const form = multipart({ biography: 'written from evil.example' });
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: { cookie: adminCookie, ...evil, ...form.headers },
      payload: form.payload,
    });
    const beta = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/register-beta-tester',
      headers: { cookie: adminCookie, ...evil },
    });
    const stranger = privateKeyToAccount(generatePrivateKey()).address.toLowerCase();
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/users/new/${stranger}`,
      headers: { cookie: adminCookie, ...evil },
    });
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/logout',
      headers: { cookie: adminCookie, ...evil },
    });
    expect([profile, beta, created, logout].map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);

    const [admin] = await t.db.select().from(users).where(eq(users.account, adminAccount));
    expect(admin?.biography ?? null).not.toBe('written from evil.example');
    expect(admin?.betaTesterAt ?? null).toBeNull();
    expect(await t.db.select().from(users).where(eq(users.account, stranger))).toEqual([]);
    const verify = await t.app.inject({
      method: 'GET',
      url: '/api/login/verify',
      headers: { cookie: adminCookie },
    });
    expect(verify.statusCode).toBe(200);
  });
});

describe('the same request from the site itself', () => {
  const sameSite = {
    'Origin of the site': { origin: SITE, 'sec-fetch-site': 'same-origin' },
    'Sec-Fetch-Site: none (typed or bookmarked)': { 'sec-fetch-site': 'none' },
    'no Origin at all (curl, server to server)': {},
  };

  for (const [variant, headers] of Object.entries(sameSite)) {
    it(`passes the origin check (it may still fail validation): ${variant}`, async () => {
      const routes = writeRoutes.filter((r) =>
        [
          'POST /api/nfts/reactions/batch',
          'POST /api/admin/blogs',
          'POST /api/newsletter/subscribe',
        ].includes(`${r.method} ${r.url}`),
      );
      expect(routes).toHaveLength(3);
      for (const route of routes) {
        const res = await send(route, headers);
        expect(res.json().code, `${route.method} ${route.url}`).not.toBe('CROSS_ORIGIN_REQUEST');
        expect(res.statusCode).not.toBe(403);
      }
    });
  }

  it('reaches the handler and writes: profile and beta-tester flag change', async () => {
    const own = { origin: SITE, 'sec-fetch-site': 'same-origin' };
    const form = multipart({ biography: 'written on the site' });
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: { cookie: adminCookie, ...own, ...form.headers },
      payload: form.payload,
    });
    const beta = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/register-beta-tester',
      headers: { cookie: adminCookie, ...own },
    });
    expect([profile.statusCode, beta.statusCode]).toEqual([200, 200]);
    const [admin] = await t.db.select().from(users).where(eq(users.account, adminAccount));
    expect(admin?.biography).toBe('written on the site');
    expect(admin?.betaTesterAt).toBeInstanceOf(Date);
  });
});

describe('behind a proxy, with PUBLIC_URL set', () => {
  it('takes the site from PUBLIC_URL, not from a Host header the request chose', async () => {
    const proxied = await createTestApp({
      env: { ADMIN_ACCOUNTS: adminAccount, PUBLIC_URL: 'https://guardians.example' },
    });
    try {
      const { cookie } = await signIn(proxied.app, adminKey);
      const beta = (origin: string, host: string) =>
        proxied.app.inject({
          method: 'PATCH',
          url: '/api/users/register-beta-tester',
          headers: { cookie, origin, host },
        });
      const spoofed = await beta('http://evil.example', 'evil.example');
      expect(spoofed.statusCode).toBe(403);
      expect(spoofed.json()).toMatchObject({ code: 'CROSS_ORIGIN_REQUEST' });
      expect((await beta('https://guardians.example', 'guardians.example')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

// The spec makes the coin claim voucher a GET (it signs a voucher and reserves the caller's coins), so
// the onRequest guard, which only looks at POST/PUT/PATCH/DELETE, does not see it. A SameSite=Lax
// session cookie is sent on a top-level cross-site navigation, which is exactly what this request is.
describe('state-changing GET routes', () => {
  it("refuses a cross-site navigation to the claim voucher and keeps the member's coins", async () => {
    const anvil = await startOwnAnvil();
    const swapApp = await createTestApp({ rpcUrl: anvil.rpcUrl });
    try {
      const { chain, coin } = await deploySwapClaim(swapApp, anvil.rpcUrl);
      const { wallet, credit } = swapActions(() => ({ anvil, t: swapApp, chain, coin }));
      const victim = await wallet(90);
      await credit(victim, 100);
      const res = await swapApp.app.inject({
        method: 'GET',
        url: '/api/swaps/claim/signature?chainId=31337&amount=100&id=1',
        headers: {
          cookie: victim.cookie,
          'sec-fetch-site': 'cross-site',
          'sec-fetch-mode': 'navigate',
          referer: 'https://evil.example/',
        },
      });
      expect(await balanceOf(swapApp.db, victim.address)).toBe(100);
      expect(res.statusCode).toBe(403);
    } finally {
      await swapApp.close();
      await anvil.stop();
    }
  });
});
