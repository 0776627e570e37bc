import { findFreePort } from '@guardians/contracts/anvil';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database and the chain reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', database: { ok: true }, chain: { ok: true } });
  });
});

describe('GET /api/health with the chain down', () => {
  it('answers 503 and names the failing dependency', async () => {
    const deadRpc = `http://127.0.0.1:${await findFreePort()}`;
    const t = await createTestApp({ rpcUrl: deadRpc });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().data).toMatchObject({
        status: 'degraded',
        database: { ok: true },
        chain: { ok: false },
      });
      expect(res.body).not.toContain(deadRpc);
    } finally {
      await t.close();
    }
  });
});
