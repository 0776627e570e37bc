import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '@guardians/contracts/anvil';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { seedSiteConfig } from '../../src/services/site-config/site-config-service.ts';
import { type ApiNodeEntry, prepareApiNodeEntry } from '../faults/crash-api-node.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { connectionRefused, RawHttpConnection, spawnApiNode } from './api-node-child.ts';

const SLOW_URL = '/api/collections/all?chainId=31337&offset=0&limit=50';

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

/** Splits what the server wrote on one connection into its responses' status lines and bodies. */
function responses(raw: string): { status: number; body: string }[] {
  return raw
    .split(/(?=HTTP\/1\.1 \d{3} )/)
    .filter(Boolean)
    .map((part) => ({ status: Number(part.slice(9, 12)), body: part.slice(part.indexOf('\r\n\r\n') + 4) }));
}

describe('an API node stopped with SIGTERM', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let entry: ApiNodeEntry;
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    await seedSiteConfig(database.db, { file: config.siteConfigFile, mode: config.mode });
    entry = await prepareApiNodeEntry();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'guardians-drain-'));
    await chmod(dataDir, 0o755);
    // A clean environment: nothing from the test runner's shell reaches the process.
    env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? os.tmpdir(),
      DATABASE_URL: database.url,
      RPC_URL: inject('rpcUrl'),
      CHAIN_ID: '31337',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    };
  }, 120_000);
  afterAll(async () => {
    await entry?.remove();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses new connections, says draining, finishes the request in flight and exits 0', async () => {
    const node = spawnApiNode(entry, env, await findFreePort());
    await node.ready;
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    try {
      // Our transaction holds the table, so the request's query waits: a slow request in flight.
      await locker.query('begin');
      await locker.query('lock table collections in access exclusive mode');
      const connection = new RawHttpConnection(node.port);
      connection.get(SLOW_URL);
      await waitUntil(
        'the request waits on the lock',
        async () => {
          const { rows } = await locker.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          return (rows[0]?.n ?? 0) > 0;
        },
        10_000,
      );

      const signalled = performance.now();
      node.kill('SIGTERM');
      await waitUntil('new connections are refused', () => connectionRefused(node.port), 3_000);
      // A probe arriving on a connection that is still open learns the node is leaving.
      connection.get('/api/ready');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await locker.query('commit');

      const [slow, ready] = responses(await connection.readAll(10_000));
      expect(slow?.status, slow?.body).toBe(200);
      expect(JSON.parse(slow?.body ?? '{}')).toHaveProperty('data');
      expect(ready?.status, ready?.body).toBe(503);
      expect(JSON.parse(ready?.body ?? '{}').data).toMatchObject({
        status: 'draining',
        database: { ok: true },
      });

      expect(await node.exited).toEqual({ code: 0, signal: null });
      // Well within the 10 s grace: nothing waited for a keep-alive timeout.
      expect(performance.now() - signalled).toBeLessThan(8_000);
    } finally {
      await locker.end().catch(() => {});
      node.kill('SIGKILL');
    }

    // Its own lines and Fastify's request logs: one JSON object a line, in one shape.
    const logged = node.lines.filter(Boolean).map((line) => JSON.parse(line));
    for (const line of logged) {
      expect(line).toMatchObject({ level: expect.any(String), time: expect.stringMatching(/^\d{4}-/) });
    }
    const messages = logged.map((line) => line.msg);
    expect(messages.find((msg) => msg.startsWith('api-node ready on http://127.0.0.1:'))).toBeDefined();
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'stopping', signal: 'SIGTERM' }));
    // Fastify's own lines are buffered, so they may come out after ours: compare our order only.
    expect(messages.indexOf('stopped')).toBeGreaterThan(messages.indexOf('stopping'));
  }, 60_000);

  it('writes plain lines with LOG_FORMAT=pretty and stops at once when idle', async () => {
    const node = spawnApiNode(
      entry,
      { ...env, LOG_FORMAT: 'pretty', LOG_LEVEL: 'warn' },
      await findFreePort(),
    );
    await node.ready;
    const readyLine = node.lines.find((line) => line.startsWith('api-node ready on http://127.0.0.1:'));
    expect(readyLine).toMatch(/\(pid \d+, database postgres.*, startMs \d+\)$/);
    // An idle keep-alive connection must not hold the stop.
    const idle = new RawHttpConnection(node.port);
    idle.get('/api/health');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = performance.now();
    node.kill('SIGTERM');
    expect(await node.exited).toEqual({ code: 0, signal: null });
    expect(performance.now() - signalled).toBeLessThan(3_000);
    expect(responses(await idle.readAll(100))[0]?.status).toBe(200);
    expect(node.lines.filter((line) => line.startsWith('{'))).toEqual([]);
  }, 60_000);
});
