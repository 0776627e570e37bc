import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../../src/db/schema/index.ts';
import { newAccount, postLogin, requestMessage } from '../helpers/login-flow.ts';
import { type Nodes, startNodes } from './scale-out-nodes.ts';

// Above what the sign-in and portal cases send from one address, so their own limits answer there.
const LIMIT = 20;
const PASSPHRASE = 'the current carries those who let go';

let site: Nodes;
let a: FastifyInstance;
let b: FastifyInstance;

const siteConfig = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'GET', url: '/api/site-configs', remoteAddress: ip });

const unlock = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/portal/unlock',
    payload: { passphrase: 'wrong' },
    remoteAddress: ip,
  });

async function failSignIn(app: FastifyInstance, victim: string) {
  const { message, deadline } = await requestMessage(app, victim);
  const signature = await newAccount().signMessage({ message });
  return postLogin(app, { account: victim, signature, deadline });
}

beforeAll(async () => {
  site = await startNodes({
    env: { RATE_LIMIT_MAX: String(LIMIT), PORTAL_PASSPHRASE: PASSPHRASE, LOGIN_FAILURES_PER_ACCOUNT: '3' },
  });
  [a, b] = site.nodes as [FastifyInstance, FastifyInstance];
});
afterAll(async () => {
  await site?.close();
});

describe('rate limits shared by API nodes through Redis', () => {
  it('answers 429 on node B once hits on node A and B reach the per-minute limit', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 12; i++) expect((await siteConfig(a, ip)).statusCode).toBe(200);
    for (let i = 0; i < 8; i++) expect((await siteConfig(b, ip)).statusCode).toBe(200);
    const limited = await siteConfig(b, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await siteConfig(a, ip)).statusCode).toBe(429);
    // Another client's quota is its own.
    expect((await siteConfig(b, '203.0.113.11')).statusCode).toBe(200);
  });

  it('counts every hit once under concurrency, whichever node takes it', async () => {
    const ip = '203.0.113.12';
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => siteConfig(i % 2 === 0 ? a : b, ip)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(30 - LIMIT);
  });

  it('blocks an account on node A after failed sign-ins spread over both nodes', async () => {
    const victim = newAccount();
    expect((await failSignIn(a, victim.address)).statusCode).toBe(401);
    expect((await failSignIn(b, victim.address)).statusCode).toBe(401);
    expect((await failSignIn(a, victim.address)).statusCode).toBe(401);
    // Even the right signature waits now, on either node.
    const { message, deadline } = await requestMessage(a, victim.address);
    const signature = await victim.signMessage({ message });
    expect((await postLogin(a, { account: victim.address, signature, deadline })).statusCode).toBe(429);
  });

  it('shares portal passphrase failures per address across nodes', async () => {
    const ip = '203.0.113.13';
    for (let i = 0; i < 3; i++) expect((await unlock(a, ip)).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await unlock(b, ip)).statusCode).toBe(401);
    expect((await unlock(a, ip)).statusCode).toBe(429);
    expect((await unlock(b, '203.0.113.14')).statusCode).toBe(401);
  });

  it('keeps counts under guardians:rl: keys with the window as expiry, and none in PostgreSQL', async () => {
    const keys = await site.keys('guardians:rl:*');
    expect(keys).toContain('guardians:rl:api:203.0.113.10');
    expect(keys.some((k) => k.startsWith('guardians:rl:login-account:'))).toBe(true);
    const ttl = await site.inspect.pttl(`${site.prefix}guardians:rl:api:203.0.113.10`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await a.windowCounter.flush();
    expect(await site.db.select().from(rateLimitHits)).toEqual([]);
  });
});
