import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('platform behaviour shared by every route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown API path with a JSON 404 body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'No route GET /api/nothing-here',
    });
  });

  it('tags every response with a request id, honouring one sent by a proxy', async () => {
    const generated = await t.app.inject({ method: 'GET', url: '/api/site-configs' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await t.app.inject({
      method: 'GET',
      url: '/api/site-configs',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(forwarded.headers['x-request-id']).toBe('abc-123');
  });

  it('sends the document security headers outside the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends API answers the headers JSON needs, and no document ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-configs' });
    expect(res.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers).not.toHaveProperty('referrer-policy');
    expect(res.headers).not.toHaveProperty('x-dns-prefetch-control');
  });

  it('refuses a state-changing request a browser sent from another site', async () => {
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/dev/faucet',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { address: '0x1111111111111111111111111111111111111111' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ code: 'CROSS_ORIGIN_REQUEST' });

    const wrongOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/dev/faucet',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { address: '0x1111111111111111111111111111111111111111' },
    });
    expect(wrongOrigin.statusCode).toBe(403);
  });

  it('accepts a state-changing request from its own origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/faucet',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload: { address: '0x1111111111111111111111111111111111111111' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('accepts a path with or without the trailing slash the spec writes', async () => {
    const withSlash = await t.app.inject({ method: 'POST', url: '/api/users/' });
    const without = await t.app.inject({ method: 'POST', url: '/api/users' });
    expect(withSlash.statusCode).toBe(401);
    expect(without.statusCode).toBe(401);
  });

  it('serves the OpenAPI document and its UI at /docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/site-configs',
        '/api/defaultCollection',
        '/api/health',
        '/api/env-settings',
      ]),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('global rate limit', () => {
  it('answers 429 with Retry-After once the limit is used up', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await t.app.inject({ method: 'GET', url: '/api/site-configs' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const limited = await t.app.inject({ method: 'GET', url: '/api/site-configs' });
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    } finally {
      await t.close();
    }
  });
});
