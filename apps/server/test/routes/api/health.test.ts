import { findFreePort } from '@guardians/contracts/anvil';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('GET /api/health and /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness with ok and the uptime, checking no dependency', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
  });

  it('reports the database and the chain reachable, with no redis check when Redis is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'ok', database: { ok: true }, chain: { ok: true } });
    expect(data.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(data).not.toHaveProperty('redis');
  });
});

describe('GET /api/ready with the chain down', () => {
  it('answers 503 and names the failing dependency, while /api/health stays 200', async () => {
    const deadRpc = `http://127.0.0.1:${await findFreePort()}`;
    const t = await createTestApp({ rpcUrl: deadRpc });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().data).toMatchObject({
        status: 'degraded',
        database: { ok: true },
        chain: { ok: false },
      });
      expect(res.body).not.toContain(deadRpc);
      const live = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(live.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
