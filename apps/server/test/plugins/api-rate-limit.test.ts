import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REINDEX_PER_MINUTE } from '../../src/routes/api/nfts/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const LIMIT = 4;
const TOKEN = `0x${'a11'.padStart(40, '0')}`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: String(LIMIT) } });
});
afterAll(async () => t.close());

const siteConfig = (ip: string) =>
  t.app.inject({ method: 'GET', url: '/api/site-configs', remoteAddress: ip });

describe('the API rate limit', () => {
  it('tells each answer how much of the window is left, then refuses with 429 and Retry-After', async () => {
    const ip = '198.51.100.10';
    const remaining: string[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const res = await siteConfig(ip);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe(String(LIMIT));
      const reset = Number(res.headers['x-ratelimit-reset']);
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(60);
      remaining.push(String(res.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual(['3', '2', '1', '0']);

    const refused = await siteConfig(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Rate limit exceeded, retry in \d+ (second|minute)s?$/),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');

    // Another client still has its own quota.
    expect((await siteConfig('198.51.100.11')).statusCode).toBe(200);
  });

  it('counts one quota for a whole IPv6 /64, and a mapped IPv4 address as that address', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await siteConfig(`2001:db8:5:6::${i + 1}`)).statusCode).toBe(200);
    expect((await siteConfig('2001:db8:5:6:ffff::9')).statusCode).toBe(429);
    expect((await siteConfig('2001:db8:5:7::1')).statusCode).toBe(200);

    for (let i = 0; i < LIMIT; i++) expect((await siteConfig('198.51.100.12')).statusCode).toBe(200);
    expect((await siteConfig('::ffff:198.51.100.12')).statusCode).toBe(429);
  });

  it('leaves routes that opt out unlimited', async () => {
    const ip = '198.51.100.13';
    for (let i = 0; i < LIMIT + 1; i++) await siteConfig(ip);
    const health = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });
    expect(health.statusCode).toBe(200);
    expect(health.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it("counts a route's own limit apart from the API's", async () => {
    const ip = '198.51.100.14';
    const reindex = () =>
      t.app.inject({ method: 'POST', url: `/api/nfts/${TOKEN}/1/reindex`, remoteAddress: ip });
    const first = await reindex();
    expect(first.headers['x-ratelimit-limit']).toBe(String(REINDEX_PER_MINUTE));
    expect(first.headers['x-ratelimit-remaining']).toBe(String(REINDEX_PER_MINUTE - 1));
    // The reindex bucket took nothing from the API's quota.
    const read = await siteConfig(ip);
    expect(read.headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));
    for (let i = 1; i < REINDEX_PER_MINUTE; i++) expect((await reindex()).statusCode).not.toBe(429);
    expect((await reindex()).statusCode).toBe(429);
  });
});
