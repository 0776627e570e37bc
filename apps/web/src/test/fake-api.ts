import { vi } from 'vitest';

type Handler = (request: { url: URL; init: RequestInit | undefined }) => Response | Promise<Response>;

/** An error answer as the server writes it. */
export function errorAnswer(statusCode: number, code: string, message: string): Response {
  return Response.json({ statusCode, code, message }, { status: statusCode });
}

/**
 * Stubs fetch with a small API: `routes` by 'METHOD /path' (or '/path' for GET). Identities answer
 * for any account (no username), so people render; anything else is a 404 the test would notice.
 */
export function serveApi(routes: Record<string, Handler>) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://site.test');
    const method = init?.method ?? 'GET';
    const handler =
      routes[`${method} ${url.pathname}`] ?? (method === 'GET' ? routes[url.pathname] : undefined);
    if (handler) return handler({ url, init });
    if (url.pathname === '/api/users/identities') {
      const accounts = (url.searchParams.get('accounts') ?? '').split(',');
      const items = accounts.map((account) => ({ account, username: null, ensName: null, avatar: null }));
      return Response.json({ data: { items, total: items.length } });
    }
    return errorAnswer(404, 'NOT_FOUND', `no fake for ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The session answer of a signed-in account (GET /api/login/session). */
export function sessionOf(account: string): Handler {
  return () =>
    Response.json({ data: { account: account.toLowerCase(), expiresAt: '2030-01-01T00:00:00.000Z' } });
}

/**
 * Lets an identity lookup still batching (lib/api/get-identities.ts waits a few milliseconds) land
 * on the test's fake before it is removed, instead of on the real network after the test.
 */
export function settleIdentityBatches(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 20));
}
