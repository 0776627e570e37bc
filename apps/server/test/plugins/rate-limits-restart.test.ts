import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { rateLimitHits } from '../../src/db/schema/index.ts';
import { newAccount, postLogin, requestMessage } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const PASSPHRASE = 'the current carries those who let go';
const LIMIT = 8;

let t: TestApp;
const apps: FastifyInstance[] = [];

/** Another process of the same site: a new app on the same database, as after a restart. */
async function restarted(): Promise<FastifyInstance> {
  const app = await buildApp(t.config, { db: t.db, chain: t.app.chain });
  await app.ready();
  apps.push(app);
  return app;
}

const siteConfig = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'GET', url: '/api/site-configs', remoteAddress: ip });

const unlock = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/portal/unlock',
    payload: { passphrase: 'wrong words' },
    remoteAddress: ip,
  });

beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_MAX: String(LIMIT), PORTAL_PASSPHRASE: PASSPHRASE, LOGIN_FAILURES_PER_ACCOUNT: '3' },
  });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
});

describe('rate limits across a restart', () => {
  it('keeps the per-minute API limit after a clean restart', async () => {
    const ip = '198.51.100.1';
    for (let i = 0; i < LIMIT; i++) expect((await siteConfig(t.app, ip)).statusCode).toBe(200);
    expect((await siteConfig(t.app, ip)).statusCode).toBe(429);
    await t.app.windowCounter.stop(); // what closing the app does

    const next = await restarted();
    const after = await siteConfig(next, ip);
    expect(after.statusCode).toBe(429);
    expect(Number(after.headers['retry-after'])).toBeGreaterThan(0);
    expect((await siteConfig(next, '198.51.100.2')).statusCode).toBe(200);
  });

  it('keeps counts through a crash, losing at most the last second', async () => {
    const ip = '198.51.100.3';
    const first = await restarted();
    for (let i = 0; i < LIMIT; i++) await siteConfig(first, ip);
    // No close: the process "dies" after its once-a-second flush.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const next = await restarted();
    expect((await siteConfig(next, ip)).statusCode).toBe(429);
  });

  it('keeps failed sign-ins per account after a restart', async () => {
    const victim = newAccount();
    const forger = newAccount();
    for (let i = 0; i < 3; i++) {
      const { message, deadline } = await requestMessage(t.app, victim.address);
      const signature = await forger.signMessage({ message });
      const res = await postLogin(t.app, { account: victim.address, signature, deadline });
      expect(res.statusCode).toBe(401);
    }
    await t.app.windowCounter.flush();
    const next = await restarted();
    // Even the right signature waits now: the account's window is still closed after the restart.
    const { message, deadline } = await requestMessage(next, victim.address);
    const signature = await victim.signMessage({ message });
    const res = await postLogin(next, { account: victim.address, signature, deadline });
    expect(res.statusCode).toBe(429);
  });

  it('keeps portal passphrase failures per address after a restart', async () => {
    const ip = '198.51.100.4';
    for (let i = 0; i < 5; i++) expect((await unlock(t.app, ip)).statusCode).toBe(401);
    expect((await unlock(t.app, ip)).statusCode).toBe(429);
    await t.app.windowCounter.flush();
    const next = await restarted();
    expect((await unlock(next, ip)).statusCode).toBe(429);
    expect((await unlock(next, '198.51.100.5')).statusCode).toBe(401);
  });

  it('stores one row per limited key, not one per request', async () => {
    await t.app.windowCounter.flush();
    const rows = await t.db.select().from(rateLimitHits);
    const keys = rows.map((r) => `${r.bucket} ${r.key}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(rows.find((r) => r.bucket === 'api' && r.key === '198.51.100.1')?.hits).toBeGreaterThanOrEqual(
      LIMIT,
    );
  });
});
