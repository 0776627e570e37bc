import type { SocialProvider } from '@guardians/shared/social';
import { OAuth2Server } from 'oauth2-mock-server';

/** The cookie (on 127.0.0.1) naming who is "signed in at the provider" for the next authorization. */
export const MOCK_USER_COOKIE = { twitter: 'mock_x_user', discord: 'mock_discord_user' } as const;

interface MockUser {
  id: string;
  username: string;
}

/** The user-info bodies the real providers send (X: { data: {...} }; Discord: flat). */
function userInfoBody(provider: SocialProvider, user: MockUser) {
  if (provider === 'twitter') return { data: { id: user.id, username: user.username, name: user.username } };
  return { id: user.id, username: user.username, global_name: user.username, email: null };
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * oauth2-mock-server on 127.0.0.1 standing in for X or Discord in the browser tests. The browser
 * really goes there and back. Whom it signs in is read from a cookie the test sets (as if the
 * person were logged in at the provider); PKCE S256 is required and no id_token is sent.
 */
export async function startMockOAuthProvider(provider: SocialProvider) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const url = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = url;
  const codes = new Map<string, MockUser>();
  const tokens = new Map<string, MockUser>();
  let counter = 0;

  server.service.on('beforeAuthorizeRedirect', ({ url: redirect }, req) => {
    const query = new URL(req.url ?? '/', url).searchParams;
    const code = redirect.searchParams.get('code');
    if (!code) return;
    if (query.get('code_challenge_method') !== 'S256' || !query.get('code_challenge')) {
      redirect.searchParams.delete('code');
      redirect.searchParams.set('error', 'invalid_request');
      return;
    }
    const username =
      cookieValue(req.headers.cookie, MOCK_USER_COOKIE[provider]) ?? `${provider}_user_${++counter}`;
    codes.set(code, { id: `${provider}-${username}`, username });
  });
  server.service.on('beforeResponse', (response, req) => {
    const code = typeof req.body.code === 'string' ? req.body.code : '';
    const user = codes.get(code);
    codes.delete(code);
    if (!user || typeof req.body.code_verifier !== 'string') {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'code refused by the mock provider' };
      return;
    }
    if (response.body === '') return;
    delete response.body.id_token; // X and Discord issue no OpenID Connect id_token
    tokens.set(String(response.body.access_token), user);
  });
  server.service.on('beforeUserinfo', (response, req) => {
    const user = tokens.get(req.headers.authorization?.replace(/^Bearer /i, '') ?? '');
    response.statusCode = user ? 200 : 401;
    response.body = user ? userInfoBody(provider, user) : { error: 'invalid_token' };
  });

  const prefix = provider.toUpperCase();
  return {
    url,
    /** What the launcher needs to use this mock as the provider (a public client: PKCE only). */
    env: {
      [`${prefix}_CLIENT_ID`]: `guardians-e2e-${provider}`,
      [`${prefix}_AUTHORIZATION_URL`]: `${url}/authorize`,
      [`${prefix}_TOKEN_URL`]: `${url}/token`,
      [`${prefix}_USERINFO_URL`]: `${url}/userinfo`,
    } as Record<string, string>,
    stop: () => server.stop(),
  };
}
