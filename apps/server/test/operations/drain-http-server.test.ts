import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drainHttpServer } from '../../src/launcher/shutdown.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { RawHttpConnection } from './api-node-child.ts';

const SLOW_URL = '/api/collections/all?chainId=31337&offset=0&limit=50';

/** Holds the collections table in a transaction of its own until `release` is called. */
async function lockCollections(t: TestApp) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked: () => void = () => {};
  const taken = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const done = t.db.transaction(async (tx) => {
    await tx.execute(sql`lock table collections in access exclusive mode`);
    locked();
    await released;
  });
  await taken;
  return { release, done };
}

async function waitForLockWait(t: TestApp): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const result = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((result.rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the request never waited on the lock');
}

describe('draining the HTTP server', () => {
  let t: TestApp;
  let port: number;
  beforeEach(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await t.close();
  });

  it('closes a keep-alive connection as soon as its request in flight is answered', async () => {
    const lock = await lockCollections(t);
    const agent = new http.Agent({ keepAlive: true });
    const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: SLOW_URL, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        })
        .on('error', reject);
    });
    await waitForLockWait(t);
    const started = performance.now();
    const draining = drainHttpServer(t.app, { graceMs: 20_000 });
    setTimeout(() => lock.release(), 300);
    expect((await answer).status).toBe(200);
    await draining;
    await lock.done;
    agent.destroy();
    // Without closing it, Node would keep the connection open for Fastify's 72 s keep-alive timeout.
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('cuts a request still running after the grace period and finishes closing', async () => {
    const lock = await lockCollections(t);
    const connection = new RawHttpConnection(port);
    connection.get(SLOW_URL);
    await waitForLockWait(t);
    const warnings: object[] = [];
    const started = performance.now();
    await drainHttpServer(t.app, { graceMs: 500, log: { warn: (obj) => warnings.push(obj) } });
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(450);
    expect(took).toBeLessThan(3_000);
    expect(await connection.readAll(1_000)).toBe('');
    expect(warnings).toEqual([{ graceMs: 500 }]);
    lock.release();
    await lock.done;
  });
});
