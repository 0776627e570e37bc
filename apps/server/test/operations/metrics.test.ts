import { sql } from 'drizzle-orm';
import { createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createChainClient } from '../../src/chain/chain-client.ts';
import { chainContracts, collections, indexerCursors } from '../../src/db/schema/index.ts';
import { INDEXER_LAG_CACHE_MS, IndexerLagProbe } from '../../src/infra/metrics/indexer-lag.ts';
import { randomAddress } from '../helpers/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const CHAIN_ID = 31337;

/** The value of the one sample of `name` whose labels include `labels` (Prometheus text format). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const wanted = Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`));
    if (wanted) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

async function chainHead(): Promise<bigint> {
  return createPublicClient({ transport: http(inject('rpcUrl')) }).getBlockNumber({ cacheTime: 0 });
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('answers in the Prometheus text format, never cached', async () => {
    const res = await scrape();
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('counts a request under its route pattern, not its URL', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/users/is-available-username/probe-name-7731',
    });
    const text = (await scrape()).body;
    const route = '/api/users/is-available-username/:username';
    const labels = { method: 'GET', route, status_code: String(answer.statusCode) };
    expect(sample(text, 'http_requests_total', labels)).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route, le: '+Inf' })).toBe(1);
    expect(text).not.toContain('probe-name-7731');
  });

  it('puts URLs no route matches under one label, so clients cannot grow the label set', async () => {
    for (const path of ['/api/no-such-thing-41', '/api/no-such-thing-42']) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
    const text = (await scrape()).body;
    expect(sample(text, 'http_requests_total', { route: '(unmatched)', status_code: '404' })).toBe(2);
    expect(text).not.toContain('no-such-thing');
  });

  it('reports the database pool’s connections, idle connections and waiting queries', async () => {
    await t.app.inject({ method: 'GET', url: '/api/ready' });
    const text = (await scrape()).body;
    const total = sample(text, 'db_pool_connections', { pool: 'primary' });
    expect(total).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_idle_connections', { pool: 'primary' })).toBeLessThanOrEqual(total ?? 0);
    expect(sample(text, 'db_pool_waiting_requests', { pool: 'primary' })).toBe(0);
    expect(sample(text, 'db_pool_max_connections', { pool: 'primary' })).toBe(4);
    // No replica configured: no second pool.
    expect(text).not.toContain('pool="read"');
  });

  it('includes the process’s default metrics', async () => {
    const text = (await scrape()).body;
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('reports the indexer’s lag behind the chain head per collection and for the marketplace', async () => {
    const head = await chainHead();
    const slug = 'lag-probe';
    const token = randomAddress();
    const marketplace = randomAddress();
    await t.db
      .insert(collections)
      .values({ chainId: CHAIN_ID, tokenAddress: token, slug, name: 'Lag probe' });
    await t.db.insert(chainContracts).values({
      chainId: CHAIN_ID,
      kind: 'marketplace',
      address: marketplace,
      deploymentBlock: 0n,
    });
    await t.db.insert(indexerCursors).values([
      { chainId: CHAIN_ID, tokenAddress: token, lastBlock: head - 3n },
      { chainId: CHAIN_ID, tokenAddress: marketplace, lastBlock: head },
    ]);
    // Earlier scrapes cached a reading without these rows; a fresh one comes after the cache time.
    await new Promise((resolve) => setTimeout(resolve, INDEXER_LAG_CACHE_MS));
    const text = (await scrape()).body;
    const headAfter = await chainHead();
    // Other suites share the chain and may mine meanwhile: the head can only have grown.
    const grown = Number(headAfter - head);
    expect(sample(text, 'indexer_lag_up')).toBe(1);
    expect(sample(text, 'indexer_last_block', { contract: slug })).toBe(Number(head - 3n));
    const lag = sample(text, 'indexer_lag_blocks', { contract: slug }) ?? -1;
    expect(lag).toBeGreaterThanOrEqual(3);
    expect(lag).toBeLessThanOrEqual(3 + grown);
    const marketLag = sample(text, 'indexer_lag_blocks', { contract: 'marketplace' }) ?? -1;
    expect(marketLag).toBeGreaterThanOrEqual(0);
    expect(marketLag).toBeLessThanOrEqual(grown);
    expect(sample(text, 'chain_head_block')).toBeGreaterThanOrEqual(Number(head));
  }, 20_000);
});

describe('the indexer lag reading', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('is measured once per cache period, however often it is read', async () => {
    let now = 0;
    const rpcUrl = inject('rpcUrl');
    const chain = createChainClient({ rpcUrl, chainId: CHAIN_ID, name: 'Local chain' });
    const probe = new IndexerLagProbe(t.db, chain, () => now);
    const token = randomAddress();
    await t.db.insert(indexerCursors).values({ chainId: CHAIN_ID, tokenAddress: token, lastBlock: 5n });
    const first = await probe.read();
    expect(first.cursors).toEqual([{ contract: token, lastBlock: 5n }]);

    await t.db.execute(sql`update indexer_cursors set last_block = 6 where token_address = ${token}`);
    now = INDEXER_LAG_CACHE_MS - 1;
    expect(await probe.read()).toBe(first);
    now = INDEXER_LAG_CACHE_MS;
    expect((await probe.read()).cursors).toEqual([{ contract: token, lastBlock: 6n }]);
  });

  it('says it is down, with no lag, when the chain does not answer', async () => {
    const dead = createChainClient({ rpcUrl: 'http://127.0.0.1:9', chainId: CHAIN_ID, name: 'Local chain' });
    const reading = await new IndexerLagProbe(t.db, dead).read();
    expect(reading.ok).toBe(false);
    expect(reading.headBlock).toBeUndefined();
  });
});
