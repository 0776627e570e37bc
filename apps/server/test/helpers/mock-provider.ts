import { randomUUID } from 'node:crypto';
import type { SocialProvider } from '@guardians/shared';
import { OAuth2Server } from 'oauth2-mock-server';

export interface MockUser {
  id: string;
  username: string;
  name?: string;
  email?: string;
}

/** The user-info bodies the real providers send (X: { data: {...} }; Discord: flat). */
function userInfoBody(provider: SocialProvider, user: MockUser) {
  if (provider === 'twitter')
    return { data: { id: user.id, username: user.username, name: user.name ?? user.username } };
  return { id: user.id, username: user.username, global_name: user.name ?? null, email: user.email ?? null };
}

/**
 * oauth2-mock-server on 127.0.0.1 behaving like X or Discord: it remembers which user each code and
 * token belongs to, answers user info in the provider's shape, requires PKCE, and sends no id_token.
 */
export async function startMockProvider(provider: SocialProvider) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const url = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = url;
  // Tokens built in the same second are otherwise byte-identical (RS256 is deterministic), so a
  // token issued for one user would silently become another's in the map below.
  server.issuer.on('beforeSigning', (token: { payload: Record<string, unknown> }) => {
    token.payload.jti = randomUUID();
  });

  const codes = new Map<string, MockUser>();
  const tokens = new Map<string, MockUser>();
  const tokenRequests: Record<string, unknown>[] = [];
  let refuseNextToken = false;
  const mock = {
    provider,
    url,
    /** The account the next authorization signs into. */
    nextUser: { id: randomUUID(), username: `user_${randomUUID().slice(0, 8)}` } as MockUser,
    /** Bodies received at the token endpoint, oldest first. */
    tokenRequests,
    refuseNextToken() {
      refuseNextToken = true;
    },
    /** An access token the user-info endpoint accepts for `user`. */
    async issueToken(user: MockUser): Promise<string> {
      const token = await server.issuer.buildToken();
      tokens.set(token, user);
      return token;
    },
    env(): Record<string, string> {
      const prefix = provider.toUpperCase();
      return {
        [`${prefix}_CLIENT_ID`]: `guardians-${provider}`,
        [`${prefix}_CLIENT_SECRET`]: 'test-secret',
        [`${prefix}_AUTHORIZATION_URL`]: `${url}/authorize`,
        [`${prefix}_TOKEN_URL`]: `${url}/token`,
        [`${prefix}_USERINFO_URL`]: `${url}/userinfo`,
      };
    },
    stop: () => server.stop(),
  };

  server.service.on('beforeAuthorizeRedirect', ({ url: redirect }) => {
    const code = redirect.searchParams.get('code');
    if (code) codes.set(code, mock.nextUser);
  });
  server.service.on('beforeResponse', (response, req) => {
    tokenRequests.push({ ...req.body });
    const user = typeof req.body.code === 'string' ? codes.get(req.body.code) : undefined;
    if (typeof req.body.code === 'string') codes.delete(req.body.code);
    const refuse = refuseNextToken || !user || typeof req.body.code_verifier !== 'string';
    refuseNextToken = false;
    if (refuse || !user) {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'code refused by the mock provider' };
      return;
    }
    if (response.body === '') return;
    delete response.body.id_token; // X and Discord issue no OpenID Connect id_token
    tokens.set(String(response.body.access_token), user);
  });
  server.service.on('beforeUserinfo', (response, req) => {
    const token = req.headers.authorization?.replace(/^Bearer /i, '') ?? '';
    const user = tokens.get(token);
    response.statusCode = user ? 200 : 401;
    response.body = user ? userInfoBody(provider, user) : { error: 'invalid_token' };
  });
  return mock;
}

export type MockProvider = Awaited<ReturnType<typeof startMockProvider>>;
