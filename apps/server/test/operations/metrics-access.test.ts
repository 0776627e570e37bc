import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const TOKEN = 'scrape-token-0123456789abcdef';

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '2' } });
  });
  afterAll(() => t.close());

  it('serves a client on this machine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    const v6 = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' });
    expect(v6.statusCode).toBe(200);
  });

  it('refuses a client elsewhere with 403', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect(res.body).not.toContain('http_requests_total');
  });

  it('refuses a request relayed by a proxy on this machine', async () => {
    const relayed = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.9' },
    });
    expect(relayed.statusCode).toBe(403);
    const forwarded = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { forwarded: 'for=198.51.100.9' },
    });
    expect(forwarded.statusCode).toBe(403);
  });

  it('is not counted by the API rate limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200]);
  });

  it('is not part of the OpenAPI document', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/ready']));
    expect(paths).not.toContain('/metrics');
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('serves a client anywhere that sends the bearer token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_requests_total');
  });

  it('answers 401 with a Bearer challenge without the token, even on this machine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(res.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
  });

  it('answers 401 to a wrong token, a token of another length and another scheme', async () => {
    for (const authorization of [`Bearer ${TOKEN.replace('0', '1')}`, 'Bearer short', `Basic ${TOKEN}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('must be at least 16 characters, and a bad one is not echoed', () => {
    const load = () => loadConfig({ METRICS_TOKEN: 'too-short-9' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/^METRICS_TOKEN: must be at least 16 characters$/);
  });

  it('accepts LOG_FORMAT json or pretty only', () => {
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({}).logFormat).toBeUndefined();
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/^LOG_FORMAT: /);
  });
});
