import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { calculatePKCECodeChallenge, generateRandomCodeVerifier } from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../helpers/login-flow.ts';
import { type MockProvider, startMockProvider } from '../../helpers/mock-provider.ts';
import {
  authorizeAtProvider,
  callBack,
  linkThroughProvider,
  startLinking,
} from '../../helpers/oauth-flow.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let x: MockProvider;
let discord: MockProvider;

beforeAll(async () => {
  x = await startMockProvider('twitter');
  discord = await startMockProvider('discord');
  t = await createTestApp({
    env: { ...x.env(), ...discord.env(), SOCIAL_TOKEN_KEY: randomBytes(32).toString('hex') },
  });
});
afterAll(async () => {
  await t?.close();
  await x?.stop();
  await discord?.stop();
});

const user = (username: string) => ({ id: String(randomBytes(6).readUIntBE(0, 6)), username });

async function links(account: string) {
  const { rows } = await t.db.execute<{ provider: string; username: string }>(
    sql`select provider, username from user_socials where account = ${account}`,
  );
  return rows;
}

/** Starts a link and returns the callback path the provider sends the browser to. */
async function authorize(cookie: string, provider: 'twitter' | 'discord' = 'twitter', returnTo?: string) {
  const start = await startLinking(t.app, cookie, provider, returnTo);
  expect(start.statusCode).toBe(302);
  return authorizeAtProvider(String(start.headers.location));
}

describe('linking through the provider', () => {
  it('links an X account: start -> X -> callback, back to returnTo with ?linked=twitter', async () => {
    const { cookie, account } = await signIn(t.app);
    x.nextUser = { id: '1001', username: 'guardian_x', name: 'Guardian' };
    const location = await linkThroughProvider(t.app, cookie, 'twitter', '/forge/0xabc?tab=nfts');
    expect(location).toBe('/forge/0xabc?tab=nfts&linked=twitter');
    const res = await t.app.inject({ method: 'GET', url: '/api/user-social/twitter', headers: { cookie } });
    expect(res.json()).toEqual({
      data: { provider: 'twitter', username: 'guardian_x', providerAccountId: '1001' },
    });
    expect(await links(account)).toEqual([{ provider: 'twitter', username: 'guardian_x' }]);
  });

  it("links a Discord account from Discord's user-info shape, keeping its email", async () => {
    const { cookie, account } = await signIn(t.app);
    discord.nextUser = {
      id: '80351110224678912',
      username: 'nelly',
      name: 'Nelly',
      email: 'nelly@example.com',
    };
    expect(await linkThroughProvider(t.app, cookie, 'discord', '/')).toBe('/?linked=discord');
    const { rows } = await t.db.execute(
      sql`select provider_account_id, username, email from user_socials where account = ${account}`,
    );
    expect(rows).toEqual([
      { provider_account_id: '80351110224678912', username: 'nelly', email: 'nelly@example.com' },
    ]);
  });

  it('sends the browser to the authorization endpoint with S256 PKCE and a state bound to the session', async () => {
    const { cookie, account } = await signIn(t.app);
    const start = await startLinking(t.app, cookie, 'twitter', '/forge/0x1');
    const url = new URL(String(start.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${x.url}/authorize`);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      response_type: 'code',
      client_id: 'guardians-twitter',
      redirect_uri: 'http://localhost:80/api/oauth/twitter/callback',
      scope: 'users.read tweet.read offline.access',
      code_challenge_method: 'S256',
    });
    const { rows } = await t.db.execute<Record<string, string | Date>>(
      sql`select * from oauth_states where state = ${q.state ?? ''}`,
    );
    const row = rows[0] ?? {};
    expect(row.account).toBe(account);
    expect(row.return_to).toBe('/forge/0x1');
    const sessionId = cookie.split('=')[1] ?? '';
    expect(row.session_id_hash).toBe(createHash('sha256').update(sessionId).digest('base64url'));
    expect(q.code_challenge).toBe(await calculatePKCECodeChallenge(String(row.code_verifier)));
    const ttl = new Date(row.expires_at ?? 0).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('sends the stored PKCE verifier with the code', async () => {
    const { cookie } = await signIn(t.app);
    x.nextUser = user('pkce_sent');
    const callbackPath = await authorize(cookie);
    const state = new URL(callbackPath, 'http://x').searchParams.get('state') ?? '';
    const { rows } = await t.db.execute<{ code_verifier: string }>(
      sql`select code_verifier from oauth_states where state = ${state}`,
    );
    expect((await callBack(t.app, cookie, callbackPath)).headers.location).toContain('linked=twitter');
    expect(x.tokenRequests.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      code_verifier: rows[0]?.code_verifier,
    });
  });
});

describe('refused callbacks link nothing and say why', () => {
  it('refuses a wrong PKCE verifier (the provider rejects it)', async () => {
    const { cookie, account } = await signIn(t.app);
    const callbackPath = await authorize(cookie);
    const state = new URL(callbackPath, 'http://x').searchParams.get('state') ?? '';
    await t.db.execute(
      sql`update oauth_states set code_verifier = ${generateRandomCodeVerifier()} where state = ${state}`,
    );
    const res = await callBack(t.app, cookie, callbackPath);
    expect(res.headers.location).toBe('/forge/0xabc?linkError=PROVIDER_ERROR');
    expect(await links(account)).toEqual([]);
  });

  it("refuses a code paired with another request's state (PKCE binds the code to its request)", async () => {
    const { cookie, account } = await signIn(t.app);
    const first = new URL(await authorize(cookie), 'http://x');
    const second = new URL(await authorize(cookie), 'http://x');
    first.searchParams.set('state', second.searchParams.get('state') ?? '');
    const res = await callBack(t.app, cookie, `${first.pathname}${first.search}`);
    expect(res.headers.location).toBe('/forge/0xabc?linkError=PROVIDER_ERROR');
    expect(await links(account)).toEqual([]);
  });

  it('refuses an unknown state and returns to the home page', async () => {
    const { cookie, account } = await signIn(t.app);
    const callback = new URL(await authorize(cookie), 'http://x');
    callback.searchParams.set('state', 'forged-state');
    const res = await callBack(t.app, cookie, `${callback.pathname}${callback.search}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?linkError=STATE_INVALID');
    expect(await links(account)).toEqual([]);
  });

  it("refuses an X state at Discord's callback", async () => {
    const { cookie, account } = await signIn(t.app);
    const res = await callBack(t.app, cookie, (await authorize(cookie)).replace('/twitter/', '/discord/'));
    expect(res.headers.location).toBe('/forge/0xabc?linkError=STATE_INVALID');
    expect(await links(account)).toEqual([]);
  });

  it('refuses a state started by another session, even of the same wallet', async () => {
    const victim = await signIn(t.app);
    const attacker = await signIn(t.app);
    const callbackPath = await authorize(attacker.cookie);
    const res = await callBack(t.app, victim.cookie, callbackPath);
    expect(res.headers.location).toBe('/forge/0xabc?linkError=SESSION_MISMATCH');
    const otherTab = await signIn(t.app);
    const sameWallet = await authorize(otherTab.cookie);
    expect((await callBack(t.app, undefined, sameWallet)).headers.location).toContain('SESSION_MISMATCH');
    expect([...(await links(victim.account)), ...(await links(attacker.account))]).toEqual([]);
  });

  it('refuses a replayed state', async () => {
    const { cookie, account } = await signIn(t.app);
    x.nextUser = user('replayed');
    const callbackPath = await authorize(cookie);
    expect((await callBack(t.app, cookie, callbackPath)).headers.location).toContain('linked=twitter');
    await t.app.inject({ method: 'DELETE', url: '/api/user-social/delete/twitter', headers: { cookie } });
    const replay = await callBack(t.app, cookie, callbackPath);
    expect(replay.headers.location).toBe('/?linkError=STATE_INVALID');
    expect(await links(account)).toEqual([]);
  });

  it('refuses an expired state', async () => {
    const { cookie, account } = await signIn(t.app);
    const callbackPath = await authorize(cookie);
    const state = new URL(callbackPath, 'http://x').searchParams.get('state') ?? '';
    await t.db.execute(
      sql`update oauth_states set expires_at = now() - interval '1 second' where state = ${state}`,
    );
    expect((await callBack(t.app, cookie, callbackPath)).headers.location).toBe(
      '/forge/0xabc?linkError=STATE_EXPIRED',
    );
    expect(await links(account)).toEqual([]);
  });

  it('reports a denied authorization as ACCESS_DENIED', async () => {
    const { cookie, account } = await signIn(t.app);
    const state = new URL(await authorize(cookie), 'http://x').searchParams.get('state') ?? '';
    const res = await callBack(
      t.app,
      cookie,
      `/api/oauth/twitter/callback?error=access_denied&state=${state}`,
    );
    expect(res.headers.location).toBe('/forge/0xabc?linkError=ACCESS_DENIED');
    expect(await links(account)).toEqual([]);
  });

  it('reports a code the provider refuses as PROVIDER_ERROR', async () => {
    const { cookie, account } = await signIn(t.app);
    const callbackPath = await authorize(cookie, 'discord', '/wallet');
    discord.refuseNextToken();
    expect((await callBack(t.app, cookie, callbackPath)).headers.location).toBe(
      '/wallet?linkError=PROVIDER_ERROR',
    );
    expect(await links(account)).toEqual([]);
  });

  it('reports a second X account for the same wallet as ALREADY_LINKED', async () => {
    const { cookie } = await signIn(t.app);
    x.nextUser = user('first_x');
    await linkThroughProvider(t.app, cookie, 'twitter');
    x.nextUser = user('second_x');
    expect(await linkThroughProvider(t.app, cookie, 'twitter')).toBe('/forge/0xabc?linkError=ALREADY_LINKED');
  });

  it("reports an X account linked to another wallet as SOCIAL_ACCOUNT_TAKEN and keeps the owner's link", async () => {
    const owner = await signIn(t.app);
    const other = await signIn(t.app);
    x.nextUser = user('taken_x');
    await linkThroughProvider(t.app, owner.cookie, 'twitter');
    expect(await linkThroughProvider(t.app, other.cookie, 'twitter')).toBe(
      '/forge/0xabc?linkError=SOCIAL_ACCOUNT_TAKEN',
    );
    expect(await links(owner.account)).toEqual([{ provider: 'twitter', username: 'taken_x' }]);
    expect(await links(other.account)).toEqual([]);
  });
});

describe('GET /api/oauth/:provider/start', () => {
  it('answers 401 without a session and records no state', async () => {
    const count = async () => (await t.db.execute(sql`select count(*)::int as n from oauth_states`)).rows;
    const before = await count();
    const res = await t.app.inject({ method: 'GET', url: '/api/oauth/twitter/start?returnTo=/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'NOT_SIGNED_IN' });
    expect(await count()).toEqual(before);
  });

  it.each([
    '//evil.example/x',
    'https://evil.example/',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'evil.example',
    'javascript:alert(1)',
  ])('refuses returnTo %j (open redirect) with 400', async (returnTo) => {
    const { cookie } = await signIn(t.app);
    const res = await startLinking(t.app, cookie, 'twitter', returnTo);
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });
});

describe('a provider without a client id', () => {
  it('is not enabled: start answers 404 with a clear message', async () => {
    const app = await createTestApp({ env: x.env() });
    try {
      const { cookie } = await signIn(app.app);
      const res = await startLinking(app.app, cookie, 'discord');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'PROVIDER_NOT_ENABLED',
        message: 'Discord linking is not enabled on this server',
      });
    } finally {
      await app.close();
    }
  });
});
