import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptToken } from '../../../src/infra/crypto/token-cipher.ts';
import { signIn } from '../../helpers/login-flow.ts';
import { type MockProvider, type MockUser, startMockProvider } from '../../helpers/mock-provider.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const tokenKey = randomBytes(32);
let t: TestApp;
let x: MockProvider;
let discord: MockProvider;

beforeAll(async () => {
  x = await startMockProvider('twitter');
  discord = await startMockProvider('discord');
  t = await createTestApp({
    env: { ...x.env(), ...discord.env(), SOCIAL_TOKEN_KEY: tokenKey.toString('base64') },
  });
});
afterAll(async () => {
  await t?.close();
  await x?.stop();
  await discord?.stop();
});

const newUser = (username = `u_${randomBytes(4).toString('hex')}`): MockUser => ({
  id: String(randomBytes(6).readUIntBE(0, 6)),
  username,
});

/** The spec's social link payload for `user`, with a token the mock provider issued for `tokenFor`. */
async function payload(mock: MockProvider, user: MockUser, tokenFor: MockUser = user) {
  return {
    provider: mock.provider,
    providerAccountId: user.id,
    email: null,
    username: user.username,
    credentials: {
      token_type: 'bearer',
      type: 'oauth',
      expires_at: Math.floor(Date.now() / 1000) + 7200,
      access_token: await mock.issueToken(tokenFor),
      refresh_token: `refresh-${randomBytes(8).toString('hex')}`,
    },
  };
}

function update(cookie: string | undefined, body: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user-social/update',
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const remove = (what: string | number, cookie: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/user-social/delete/${what}`, headers: { cookie } });

describe('POST /api/user-social/update', () => {
  it('links the account the provider confirms: 201 with the success message', async () => {
    const { cookie } = await signIn(t.app);
    const user = newUser('linked_by_api');
    const res = await update(cookie, await payload(x, user));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { status: true, message: 'Account linked successfully' } });
    expect((await get('/api/user-social/twitter', cookie)).json().data).toEqual({
      provider: 'twitter',
      username: 'linked_by_api',
      providerAccountId: user.id,
    });
  });

  it('answers 403 SOCIAL_NOT_VERIFIED when the token belongs to another account, and links nothing', async () => {
    const { cookie } = await signIn(t.app);
    const claimed = newUser();
    const res = await update(cookie, await payload(x, claimed, newUser()));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'SOCIAL_NOT_VERIFIED' });
    expect((await get('/api/user-social/twitter', cookie)).json()).toEqual({ data: null });
  });

  it('answers 403 when the provider does not know the token', async () => {
    const { cookie } = await signIn(t.app);
    const body = await payload(discord, newUser());
    body.credentials.access_token = 'made-up-token';
    expect((await update(cookie, body)).statusCode).toBe(403);
  });

  it('answers 401 without a session', async () => {
    const res = await update(undefined, await payload(x, newUser()));
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 naming the field when the username is empty', async () => {
    const { cookie } = await signIn(t.app);
    const res = await update(cookie, { ...(await payload(x, newUser())), username: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'username' });
  });

  it.each([
    ['twitter', 'X account is already linked'],
    ['discord', 'Discord account is already linked'],
  ] as const)(
    'answers 409 ALREADY_LINKED for a second %s link with the exact message',
    async (provider, message) => {
      const mock = provider === 'twitter' ? x : discord;
      const { cookie } = await signIn(t.app);
      expect((await update(cookie, await payload(mock, newUser()))).statusCode).toBe(201);
      const res = await update(cookie, await payload(mock, newUser()));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ statusCode: 409, code: 'ALREADY_LINKED', message });
    },
  );

  it('answers 409 SOCIAL_ACCOUNT_TAKEN for an X account linked to another wallet', async () => {
    const owner = await signIn(t.app);
    const other = await signIn(t.app);
    const user = newUser();
    expect((await update(owner.cookie, await payload(x, user))).statusCode).toBe(201);
    const res = await update(other.cookie, await payload(x, user));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SOCIAL_ACCOUNT_TAKEN',
      message: 'This X account is already linked to another wallet',
    });
  });

  it('lets only one of two wallets racing for the same account win', async () => {
    const [a, b] = await Promise.all([signIn(t.app), signIn(t.app)]);
    const user = newUser();
    const results = await Promise.all([
      update(a.cookie, await payload(x, user)),
      update(b.cookie, await payload(x, user)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('stores the tokens encrypted, readable only with the key', async () => {
    const { cookie, account } = await signIn(t.app);
    const body = await payload(discord, newUser());
    await update(cookie, body);
    const { rows } = await t.db.execute<{ credentials_encrypted: string }>(
      sql`select credentials_encrypted from user_socials where account = ${account}`,
    );
    const stored = rows[0]?.credentials_encrypted ?? '';
    expect(stored).not.toContain(body.credentials.access_token);
    expect(stored).not.toContain(body.credentials.refresh_token);
    expect(stored).not.toContain(Buffer.from(body.credentials.access_token).toString('base64'));
    const context = `discord:${body.providerAccountId}`;
    expect(JSON.parse(decryptToken(tokenKey, stored, context))).toEqual(body.credentials);
    expect(() => decryptToken(tokenKey, stored, 'discord:another-account')).toThrow();
  });
});

describe('reading links', () => {
  it('GET /api/user-social/:provider returns the link without any token', async () => {
    const { cookie } = await signIn(t.app);
    const body = await payload(x, newUser());
    await update(cookie, body);
    const res = await get('/api/user-social/twitter', cookie);
    expect(Object.keys(res.json().data).sort()).toEqual(['provider', 'providerAccountId', 'username']);
    expect(res.body).not.toContain(body.credentials.access_token);
    expect(res.body).not.toContain(body.credentials.refresh_token);
    expect((await get('/api/user-social/discord', cookie)).json()).toEqual({ data: null });
  });

  it('GET /api/user-social/:provider answers 401 without a session', async () => {
    expect((await get('/api/user-social/twitter')).statusCode).toBe(401);
  });

  it('GET existing/:provider/:username tells whether any wallet linked that username, in any case', async () => {
    const { cookie } = await signIn(t.app);
    await update(cookie, await payload(x, newUser('Existing_Name')));
    expect((await get('/api/user-social/existing/twitter/existing_name')).json()).toEqual({ data: true });
    expect((await get('/api/user-social/existing/discord/existing_name')).json()).toEqual({ data: false });
    expect((await get('/api/user-social/existing/twitter/nobody_here')).json()).toEqual({ data: false });
  });

  it("GET account/:account shows a wallet's usernames publicly", async () => {
    const { cookie, account } = await signIn(t.app);
    await update(cookie, await payload(discord, newUser('shown_on_wallet')));
    const res = await get(`/api/user-social/account/${account.toUpperCase().replace('0X', '0x')}`);
    expect(res.json()).toEqual({ data: { twitter: null, discord: { username: 'shown_on_wallet' } } });
  });
});

describe('DELETE /api/user-social/delete/:providerOrId', () => {
  it('unlinks by provider name with the X message, then answers 404', async () => {
    const { cookie } = await signIn(t.app);
    await update(cookie, await payload(x, newUser()));
    const res = await remove('twitter', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: true, message: 'X account disconnected successfully!' } });
    expect((await get('/api/user-social/twitter', cookie)).json()).toEqual({ data: null });
    expect((await remove('twitter', cookie)).statusCode).toBe(404);
  });

  it("unlinks by the link's id with the Discord message", async () => {
    const { cookie, account } = await signIn(t.app);
    await update(cookie, await payload(discord, newUser()));
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select id from user_socials where account = ${account}`,
    );
    const res = await remove(rows[0]?.id ?? 0, cookie);
    expect(res.json()).toEqual({
      data: { status: true, message: 'Discord account disconnected successfully!' },
    });
  });

  it("answers 404 for another wallet's link id and leaves it linked", async () => {
    const owner = await signIn(t.app);
    const other = await signIn(t.app);
    await update(owner.cookie, await payload(x, newUser()));
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select id from user_socials where account = ${owner.account}`,
    );
    expect((await remove(rows[0]?.id ?? 0, other.cookie)).statusCode).toBe(404);
    expect((await get('/api/user-social/twitter', owner.cookie)).json().data).not.toBeNull();
  });
});
