import { createHash } from 'node:crypto';
import { findFreePort } from '@guardians/contracts/anvil';
import type { SocialProvider } from '@guardians/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { signIn } from '../helpers/login-flow.ts';
import { startLinking } from '../helpers/oauth-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The demo's stand-ins for X and Discord, served by the site itself on the local chain (issue 27).
let t: TestApp;
let base: string;

beforeAll(async () => {
  const port = await findFreePort();
  // No RPC_URL: the local chain, where the stand-ins take the place of unset providers. No periodic pass
  // over the demo X's recent search (decision 0073): its tests are dev-oauth-x-search*.test.ts.
  t = await createTestApp({
    env: { RPC_URL: '', PORT: String(port), RATE_LIMIT_MAX: '100000', X_INGEST_INTERVAL_SECONDS: '0' },
  });
  base = await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => t?.close());

const paths = {
  twitter: {
    authorize: '/dev-oauth/x/i/oauth2/authorize',
    token: '/dev-oauth/x/2/oauth2/token',
    me: '/dev-oauth/x/2/users/me',
  },
  discord: {
    authorize: '/dev-oauth/discord/oauth2/authorize',
    token: '/dev-oauth/discord/api/oauth2/token',
    me: '/dev-oauth/discord/api/users/@me',
  },
};

const verifier = 'a-code-verifier-that-is-long-enough-for-pkce-0123456789';
const challenge = createHash('sha256').update(verifier).digest('base64url');
const redirectUris = {
  twitter: 'http://localhost:3000/api/oauth/twitter/callback',
  discord: 'http://localhost:3000/api/oauth/discord/callback',
};
const redirectUri = redirectUris.twitter;

function authorizeQuery(overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    response_type: 'code',
    client_id: 'guardians-demo',
    redirect_uri: redirectUri,
    scope: 'users.read tweet.read offline.access',
    state: 'state-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  });
}

async function consent(provider: SocialProvider, handle: string, decision = 'allow') {
  const form = authorizeQuery({ redirect_uri: redirectUris[provider] });
  form.set('handle', handle);
  form.set('decision', decision);
  return t.app.inject({
    method: 'POST',
    url: paths[provider].authorize,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

async function codeFor(provider: SocialProvider, handle: string): Promise<string> {
  const res = await consent(provider, handle);
  expect(res.statusCode, res.body).toBe(302);
  const location = new URL(String(res.headers.location));
  expect(location.searchParams.get('state')).toBe('state-1');
  return String(location.searchParams.get('code'));
}

function redeem(provider: SocialProvider, code: string, overrides: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: paths[provider].token,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUris[provider],
      code_verifier: verifier,
      client_id: 'guardians-demo',
      ...overrides,
    }).toString(),
  });
}

describe('the demo identity provider', () => {
  it('shows a sign-in page marked as a demo, with handles to pick', async () => {
    const res = await t.app.inject({ url: `${paths.twitter.authorize}?${authorizeQuery()}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Demo X account');
    expect(res.body).toContain('@guardian_fan');
    expect(res.headers['content-security-policy']).toContain("form-action 'self' http://localhost:3000");
    // With the site's no-referrer, Chromium sends the form's post with Origin 'null', refused as cross-site.
    expect(res.headers['referrer-policy']).toBe('same-origin');
    const discord = await t.app.inject({
      url: `${paths.discord.authorize}?${authorizeQuery({ redirect_uri: redirectUris.discord })}`,
    });
    expect(discord.body).toContain('Demo Discord account');
  });

  it('refuses a request without PKCE or with an unknown client, as OAuth says', async () => {
    const noPkce = authorizeQuery();
    noPkce.delete('code_challenge');
    const back = await t.app.inject({ url: `${paths.twitter.authorize}?${noPkce}` });
    expect(back.statusCode).toBe(302);
    const location = new URL(String(back.headers.location));
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('state')).toBe('state-1');
    const unknown = await t.app.inject({
      url: `${paths.twitter.authorize}?${authorizeQuery({ client_id: 'someone-else' })}`,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('unknown client_id');
    expect(unknown.headers.location).toBeUndefined();
    // Codes go only to the site's own callback: never an open redirect.
    for (const elsewhere of [
      'https://evil.example/api/oauth/twitter/callback?x=1',
      'http://localhost:3000/somewhere',
    ]) {
      const refused = await t.app.inject({
        url: `${paths.twitter.authorize}?${authorizeQuery({ redirect_uri: elsewhere })}`,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers.location).toBeUndefined();
    }
  });

  it('sends Cancel back as access_denied and asks again for a handle X would refuse', async () => {
    const denied = await consent('twitter', 'anyone', 'deny');
    expect(new URL(String(denied.headers.location)).searchParams.get('error')).toBe('access_denied');
    const bad = await consent('twitter', 'no spaces allowed');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('A handle is 1–15 letters, digits or underscores.');
    expect(bad.body).toContain('value="no spaces allowed"');
  });

  it('exchanges a code once, with its verifier, for a token whose user is the handle chosen', async () => {
    const code = await codeFor('twitter', '@Koi_Keeper');
    expect(
      (
        await redeem('twitter', code, { code_verifier: 'wrong-verifier-wrong-verifier-wrong-verifier' })
      ).json(),
    ).toMatchObject({ error: 'invalid_grant' });
    // A refused exchange spends the code, as a used one is.
    expect((await redeem('twitter', code)).json()).toMatchObject({ error: 'invalid_grant' });

    const fresh = await codeFor('twitter', '@Koi_Keeper');
    const tokens = await redeem('twitter', fresh);
    expect(tokens.statusCode, tokens.body).toBe(200);
    const body = tokens.json();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 7200 });
    expect(body.refresh_token).toEqual(expect.any(String));
    expect((await redeem('twitter', fresh)).statusCode).toBe(400);

    const me = await t.app.inject({
      url: paths.twitter.me,
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.json()).toEqual({
      data: { id: expect.stringMatching(/^\d+$/), name: 'Koi_Keeper', username: 'Koi_Keeper' },
    });
    const again = await redeem('twitter', await codeFor('twitter', 'koi_keeper'));
    const sameUser = await t.app.inject({
      url: paths.twitter.me,
      headers: { authorization: `Bearer ${again.json().access_token}` },
    });
    expect(sameUser.json().data.id).toBe(me.json().data.id);
    const refused = await t.app.inject({ url: paths.twitter.me, headers: { authorization: 'Bearer nope' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toContain('invalid_token');
  });

  it('answers Discord user info in its shape', async () => {
    const tokens = await redeem('discord', await codeFor('discord', 'lore.master'));
    const me = await t.app.inject({
      url: paths.discord.me,
      headers: { authorization: `Bearer ${tokens.json().access_token}` },
    });
    expect(me.json()).toMatchObject({ id: expect.stringMatching(/^\d+$/), username: 'lore.master' });
  });

  it('links X and Discord for a signed-in wallet through the site, as the real providers do', async () => {
    const user = await signIn(t.app);
    for (const provider of ['twitter', 'discord'] as const) {
      const start = await startLinking(t.app, user.cookie, provider, '/forge/me');
      expect(start.statusCode).toBe(302);
      const authorize = new URL(String(start.headers.location));
      expect(authorize.origin).toBe(`http://localhost:${new URL(base).port}`);
      // The person picks a handle on the page: the form posts the request's parameters back.
      const form = new URLSearchParams(authorize.searchParams);
      form.set('handle', provider === 'twitter' ? 'dragon_watcher' : 'dragon.watcher');
      form.set('decision', 'allow');
      const decided = await t.app.inject({
        method: 'POST',
        url: authorize.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
      const callback = new URL(String(decided.headers.location));
      const done = await t.app.inject({
        url: `${callback.pathname}${callback.search}`,
        headers: { cookie: user.cookie },
      });
      expect(done.headers.location).toBe(`/forge/me?linked=${provider}`);
    }
    for (const [provider, username] of [
      ['twitter', 'dragon_watcher'],
      ['discord', 'dragon.watcher'],
    ]) {
      const linked = await t.app.inject({
        url: `/api/user-social/${provider}`,
        headers: { cookie: user.cookie },
      });
      expect(linked.statusCode, linked.body).toBe(200);
      expect(JSON.stringify(linked.json().data)).toContain(`"${username}"`);
    }
  });
});

describe('where the demo provider is never on', () => {
  it('not with RPC_URL (a real chain), not in production, not for a provider with a client id', () => {
    const real = loadConfig({ RPC_URL: 'http://127.0.0.1:8545', CHAIN_ID: '11155111' });
    expect(real.social.demo).toEqual({ twitter: false, discord: false });
    expect(real.social.providers.twitter).toBeUndefined();
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(production.social.demo).toEqual({ twitter: false, discord: false });
    const local = loadConfig({ TWITTER_CLIENT_ID: 'my-x-app' });
    expect(local.social.demo).toEqual({ twitter: false, discord: true });
    expect(local.social.providers.twitter?.authorizationUrl).toBe('https://x.com/i/oauth2/authorize');
  });

  it('answers its paths with the site 404 on a real chain', async () => {
    const real = await createTestApp();
    try {
      const res = await real.app.inject({ method: 'POST', url: '/dev-oauth/x/2/oauth2/token', payload: {} });
      expect(res.statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });
});
