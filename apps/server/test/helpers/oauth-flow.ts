import type { SocialProvider } from '@guardians/shared';
import type { FastifyInstance } from 'fastify';

/** GET /api/oauth/:provider/start as the signed-in browser; returns the response. */
export function startLinking(
  app: FastifyInstance,
  cookie: string,
  provider: SocialProvider,
  returnTo = '/forge/0xabc',
) {
  return app.inject({
    method: 'GET',
    url: `/api/oauth/${provider}/start?returnTo=${encodeURIComponent(returnTo)}`,
    headers: { cookie },
  });
}

/** Follows the authorization URL at the mock provider (a real HTTP request) and returns the callback path. */
export async function authorizeAtProvider(authorizationUrl: string): Promise<string> {
  const res = await fetch(authorizationUrl, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`provider answered ${res.status}`);
  const callback = new URL(location);
  return `${callback.pathname}${callback.search}`;
}

export function callBack(app: FastifyInstance, cookie: string | undefined, callbackPath: string) {
  return app.inject({ method: 'GET', url: callbackPath, headers: cookie ? { cookie } : {} });
}

/** start -> provider -> callback; returns the final Location the browser is sent to. */
export async function linkThroughProvider(
  app: FastifyInstance,
  cookie: string,
  provider: SocialProvider,
  returnTo = '/forge/0xabc',
): Promise<string> {
  const start = await startLinking(app, cookie, provider, returnTo);
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode} ${start.body}`);
  const callback = await callBack(app, cookie, await authorizeAtProvider(String(start.headers.location)));
  return String(callback.headers.location);
}
