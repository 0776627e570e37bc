import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createChainClient } from '../../src/chain/chain-client.ts';
import { loadConfig } from '../../src/config.ts';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { type DeadRpc, silentRpc } from '../faults/fault-rpc.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

// The probes give each dependency 2 s; a load balancer's probe typically waits 2-5 s.
const READY_ANSWER_MS = 3_000;

async function probe(app: FastifyInstance, url: string) {
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json(), ms: performance.now() - started };
}

describe('readiness when PostgreSQL goes away', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: TcpProxy;
  let proxied: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    proxied = createDatabase(viaProxy.toString(), { max: 2 });
    const rpcUrl = inject('rpcUrl');
    const config = loadConfig({ LOG_LEVEL: 'silent', RPC_URL: rpcUrl, CHAIN_ID: '31337' });
    const chain = createChainClient({ rpcUrl, chainId: config.chainId, name: config.chainName });
    app = await buildApp(config, { db: proxied.db, chain });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close().catch(() => {});
    await proxy?.cut();
    await database?.close();
  });

  it('is ready while the database answers', async () => {
    const ready = await probe(app, '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.data).toMatchObject({ status: 'ok', database: { ok: true }, chain: { ok: true } });
  });

  it('answers /api/ready 503 naming the database, and /api/health still 200', async () => {
    await proxy.cut();
    const ready = await probe(app, '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.data).toMatchObject({
      status: 'degraded',
      database: { ok: false, error: expect.stringMatching(/^unreachable/) },
      chain: { ok: true },
    });
    expect(ready.ms).toBeLessThan(READY_ANSWER_MS);
    const live = await probe(app, '/api/health');
    expect(live.status).toBe(200);
    expect(live.body.data.status).toBe('ok');
  });
});

describe('readiness with Redis configured', () => {
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    // The machine's Redis behind a proxy; these probes only PING, so no key is written.
    proxy = await startTcpProxy({ host: '127.0.0.1', port: 6379 });
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}` } });
    // Once cut, the client keeps reconnecting in the background; its 'error' events are expected.
    t.app.redis?.on('error', () => {});
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.cut();
  });

  it('checks Redis too and is ready while it answers', async () => {
    const ready = await probe(t.app, '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.data).toMatchObject({ status: 'ok', redis: { ok: true } });
  });

  it('answers 503 naming Redis once Redis is down, within the probe deadline', async () => {
    await proxy.cut();
    const ready = await probe(t.app, '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.data).toMatchObject({
      status: 'degraded',
      database: { ok: true },
      chain: { ok: true },
      redis: { ok: false },
    });
    expect(ready.ms).toBeLessThan(READY_ANSWER_MS);
    expect((await probe(t.app, '/api/health')).status).toBe(200);
  });
});

describe('readiness with a chain node that accepts connections and never answers', () => {
  let rpc: DeadRpc;
  let t: TestApp;
  beforeAll(async () => {
    rpc = await silentRpc();
    t = await createTestApp({ rpcUrl: rpc.url });
  });
  afterAll(async () => {
    await t?.close();
    await rpc?.close();
  });

  it('fails the chain check in about 2 s instead of the chain client’s 10 s', async () => {
    const ready = await probe(t.app, '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.data).toMatchObject({
      status: 'degraded',
      database: { ok: true },
      chain: { ok: false },
    });
    expect(ready.body.data.chain.latencyMs).toBeGreaterThanOrEqual(1_900);
    expect(ready.ms).toBeLessThan(READY_ANSWER_MS);
  });
});
