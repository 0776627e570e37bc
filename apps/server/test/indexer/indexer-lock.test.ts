import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  INDEXER_APPLICATION_NAME,
  indexerLockName,
  runIndexerWhileLocked,
} from '../../src/indexer/indexer-lock.ts';
import type { IndexerLogger } from '../../src/indexer/indexer-logger.ts';
import { type LockedWork, lockConnectionOf } from '../../src/indexer/locked-work.ts';
import { sleep, waitFor } from '../faults/indexer-process.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { startFreezingProxy } from './helpers/freezing-proxy.ts';

const CHAIN_ID = 31337;
const RETRY_MS = 100;

let database: Database & { url: string };
const live = new Set<LockedWork>();
const rawClients = new Set<pg.Client>();
/** Fake indexers of this file indexing right now, and the most there ever were at once. */
let indexing = 0;
let mostAtOnce = 0;

interface LogLine {
  level: string;
  msg?: string;
  fields: object;
}

/** An indexer that only counts: the lock decides when it runs, not what it does. */
function countingIndexer() {
  const state = { starts: 0, stops: 0, running: false };
  return {
    state,
    start() {
      state.starts++;
      state.running = true;
      indexing++;
      mostAtOnce = Math.max(mostAtOnce, indexing);
    },
    async stop() {
      if (!state.running) return;
      state.running = false;
      state.stops++;
      indexing--;
    },
  };
}

function launch(connection: pg.ClientConfig = { connectionString: database.url }) {
  const indexer = countingIndexer();
  const log: LogLine[] = [];
  const at = (level: string) => (fields: object, msg?: string) => log.push({ level, msg, fields });
  const logger: IndexerLogger = {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
  };
  const work = runIndexerWhileLocked({
    indexer,
    chainId: CHAIN_ID,
    connection,
    logger,
    retryMs: RETRY_MS,
    heartbeatMs: 200,
    queryTimeoutMs: 500,
  });
  live.add(work);
  return { state: indexer.state, log, work };
}

/** Sessions holding an advisory lock in the test database, with the name they connected with. */
async function holders(): Promise<{ pid: number; application_name: string }[]> {
  const result = await database.pool.query(
    `select l.pid, a.application_name from pg_locks l join pg_stat_activity a using (pid)
      where l.locktype = 'advisory' and l.granted
        and l.database = (select oid from pg_database where datname = current_database())`,
  );
  return result.rows;
}

/**
 * A plain connection that asks for the indexer lock itself; `locked` settles once it has it
 * (PostgreSQL queues it behind a current holder and grants it the moment that holder lets go).
 */
async function queuedHolder(): Promise<{ client: pg.Client; pid: number; locked: Promise<unknown> }> {
  const client = new pg.Client({ connectionString: database.url, application_name: 'test-holder' });
  client.on('error', () => {});
  rawClients.add(client);
  await client.connect();
  const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid ?? -1;
  const locked = client.query('select pg_advisory_lock(hashtextextended($1, 0))', [
    indexerLockName(CHAIN_ID),
  ]);
  return { client, pid, locked };
}

/** A plain connection holding the indexer lock (blocking until it has it). */
async function rawHolder(): Promise<{ client: pg.Client; pid: number }> {
  const { client, pid, locked } = await queuedHolder();
  await locked;
  return { client, pid };
}

/** Whether the session `pid` is queued for an advisory lock it has not been granted yet. */
async function waitingForLock(pid: number): Promise<boolean> {
  const result = await database.pool.query(
    `select 1 from pg_locks where locktype = 'advisory' and not granted and pid = $1`,
    [pid],
  );
  return (result.rowCount ?? 0) > 0;
}

const waitingFor = (log: LogLine[], pid: number) =>
  log.some((line) => line.msg === `waiting for the indexer lock held by pid ${pid}`);

beforeAll(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await Promise.all([...live].map((work) => work.stop()));
  live.clear();
  await Promise.all([...rawClients].map((client) => client.end().catch(() => {})));
  rawClients.clear();
  expect(mostAtOnce).toBeLessThanOrEqual(1);
  indexing = 0;
  mostAtOnce = 0;
});

afterAll(async () => {
  await database?.close();
});

describe('indexer lock (a session-level advisory lock on a connection of its own)', () => {
  it('indexes at once when nobody holds the lock, shows up as guardians-indexer, and lets go on stop', async () => {
    const first = launch();
    await waitFor('the indexer to start', async () => first.state.running, 5000);
    expect(await holders()).toEqual([
      { pid: expect.any(Number), application_name: INDEXER_APPLICATION_NAME },
    ]);
    expect(first.work.holding()).toBe(true);

    await first.work.stop();
    expect(first.state).toEqual({ starts: 1, stops: 1, running: false });
    expect(first.work.holding()).toBe(false);
    await waitFor('the lock to be free', async () => (await holders()).length === 0, 2000);
  });

  it('makes a second one wait, naming the holder, and hands over within a try once the first stops', async () => {
    const first = launch();
    await waitFor('the first to start', async () => first.state.running, 5000);
    const [holder] = await holders();
    const second = launch();
    await waitFor('the second to wait', async () => waitingFor(second.log, holder?.pid ?? -1), 5000);
    await sleep(3 * RETRY_MS);
    expect(second.state.starts).toBe(0);

    const stoppedAt = performance.now();
    await first.work.stop();
    await waitFor('the second to take over', async () => second.state.running, 5000, 10);
    expect(performance.now() - stoppedAt).toBeLessThan(2000);
    expect(first.state.running).toBe(false);
  });

  it('takes over from a holder whose socket is cut, which is all a kill -9 leaves behind', async () => {
    const raw = await rawHolder();
    const waiting = launch();
    await waitFor('the indexer to wait', async () => waitingFor(waiting.log, raw.pid), 5000);
    expect(waiting.log.find((line) => line.msg?.startsWith('waiting for'))?.fields).toMatchObject({
      holderPid: raw.pid,
      holderApplication: 'test-holder',
    });

    const cutAt = performance.now();
    raw.client.connection.stream.destroy();
    await waitFor('the indexer to take over', async () => waiting.state.running, 5000, 10);
    expect(performance.now() - cutAt).toBeLessThan(2000);
  });

  it('stops indexing when its lock connection is terminated, waits while another holds it, then indexes again', async () => {
    const first = launch();
    await waitFor('the indexer to start', async () => first.state.running, 5000);
    const [holder] = await holders();
    // A plain session queues for the lock first, so it (not the indexer's retry) gets it the moment
    // the indexer's session is terminated, as a PostgreSQL restart would.
    const raw = await queuedHolder();
    await waitFor('the plain session to queue', async () => waitingForLock(raw.pid), 5000, 10);
    await database.pool.query('select pg_terminate_backend($1, 5000)', [holder?.pid]);
    await raw.locked;
    await waitFor('the indexer to stop', async () => !first.state.running, 5000, 10);
    expect(
      first.log.some(
        (line) =>
          line.level === 'error' && line.msg === 'lost the indexer lock: stopped until it is held again',
      ),
    ).toBe(true);
    await waitFor('the indexer to wait for the new holder', async () => waitingFor(first.log, raw.pid), 5000);
    expect(first.state.starts).toBe(1);

    await raw.client.end();
    await waitFor('the indexer to index again', async () => first.state.running, 5000, 10);
    expect(first.state).toEqual({ starts: 2, stops: 1, running: true });
  });

  it('stops indexing when its lock connection hangs, and nobody takes over while PostgreSQL keeps that session', async () => {
    const url = new URL(database.url);
    const proxy = await startFreezingProxy(url.hostname, Number(url.port));
    try {
      const viaProxy = new URL(database.url);
      viaProxy.hostname = proxy.host;
      viaProxy.port = String(proxy.port);
      const first = launch({ connectionString: viaProxy.toString() });
      await waitFor('the first to start', async () => first.state.running, 5000);
      const [holder] = await holders();
      const second = launch();
      await waitFor('the second to wait', async () => waitingFor(second.log, holder?.pid ?? -1), 5000);

      proxy.freeze();
      // Heartbeat every 200 ms, unanswered after 500 ms.
      await waitFor('the first to notice', async () => !first.state.running, 3000, 10);
      await sleep(1000);
      expect(second.state.starts).toBe(0);

      proxy.cut(); // what PostgreSQL's keepalive would find out by itself
      await waitFor('the second to take over', async () => second.state.running, 5000, 10);
    } finally {
      await Promise.all([...live].map((work) => work.stop()));
      await proxy.close();
    }
  });

  it('keeps trying while PostgreSQL cannot be reached, saying so once, and indexes once it can', async () => {
    const url = new URL(database.url);
    const proxy = await startFreezingProxy(url.hostname, Number(url.port));
    try {
      proxy.freeze();
      url.hostname = proxy.host;
      url.port = String(proxy.port);
      const blocked = launch({ connectionString: url.toString() });
      await sleep(2000); // connections time out after 500 ms: a few tries
      expect(blocked.state.starts).toBe(0);
      expect(blocked.log.filter((line) => line.level === 'warn').map((line) => line.msg)).toEqual([
        `the indexer lock: no connection, trying again every ${RETRY_MS} ms`,
      ]);

      proxy.thaw();
      await waitFor('the indexer to start', async () => blocked.state.running, 5000, 10);
      expect(blocked.log.some((line) => line.msg === 'the indexer lock: connected again')).toBe(true);
    } finally {
      await Promise.all([...live].map((work) => work.stop()));
      await proxy.close();
    }
  });

  it("connects where the app's pool does when given only the app's database handle (npm start's indexer)", async () => {
    expect(lockConnectionOf(database.db).connectionString).toBe(database.url);
    const fromPool = launch(lockConnectionOf(database.db));
    await waitFor('the indexer to start', async () => fromPool.state.running, 5000);
    expect(await holders()).toHaveLength(1);
  });

  it('returns from stop() at once while waiting, never having indexed', async () => {
    const raw = await rawHolder();
    const waiting = launch();
    await waitFor('the indexer to wait', async () => waitingFor(waiting.log, raw.pid), 5000);
    const began = performance.now();
    await waiting.work.stop();
    expect(performance.now() - began).toBeLessThan(1000);
    expect(waiting.state.starts).toBe(0);
    expect((await holders()).map((row) => row.pid)).toEqual([raw.pid]);
  });
});
