import { sql } from 'drizzle-orm';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { collections } from '../../src/db/schema/index.ts';
import { INDEXER_APPLICATION_NAME } from '../../src/indexer/indexer-lock.ts';
import { startTokenMetadataServer } from '../faults/indexer-metadata-server.ts';
import { type IndexerProcess, type LogLine, spawnIndexer, waitFor } from '../faults/indexer-process.ts';
import { deployFaultCollection, type FaultCollection, holder } from '../faults/indexer-test-collection.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { fundedAccount } from '../helpers/trading-fixtures.ts';

/** This file's anvil account (mnemonic index): the collection's minter. */
const MINTER_INDEX = 165;
const CHAIN_ID = 31337;
/** The standby tries the lock every second: a takeover slower than this is a failure. */
const TAKEOVER_LIMIT_MS = 5000;
/** Rounds of activity once the holder is dead: what only the standby can have indexed. */
const ROUNDS_AFTER_KILL = 8;

const rpcUrl = inject('rpcUrl');
let database: Database & { url: string };
let metadata: Awaited<ReturnType<typeof startTokenMetadataServer>>;
let collection: FaultCollection;
const children: IndexerProcess[] = [];
/** What the chain says: token id -> owner (lower-case), and how many Transfer logs there are. */
const owners = new Map<number, string>();
let transfersOnChain = 0;
let minted = 0;

async function mint(count: number, to: Address): Promise<void> {
  await collection.mintBatch(to, minted + 1, count);
  for (let id = minted + 1; id <= minted + count; id++) owners.set(id, to.toLowerCase());
  minted += count;
  transfersOnChain += count;
}

/** One round: 15 moves among the minted tokens and 5 new mints. */
async function activityRound(round: number): Promise<void> {
  const moves = Array.from({ length: 15 }, (_, i): [number, Address] => [
    1 + ((i * 13 + round * 7) % minted),
    holder((i + round) % 11),
  ]);
  await collection.moveBatch(moves);
  for (const [id, to] of moves) owners.set(id, to.toLowerCase());
  transfersOnChain += moves.length;
  await mint(5, holder(20 + (round % 3)));
}

async function indexedTransfers(): Promise<number> {
  const result = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from transfers where token_address = ${collection.address}`,
  );
  return result.rows[0]?.n ?? 0;
}

async function lockHolders(): Promise<{ pid: number; application_name: string }[]> {
  const result = await database.pool.query(
    `select l.pid, a.application_name from pg_locks l join pg_stat_activity a using (pid)
      where l.locktype = 'advisory' and l.granted
        and l.database = (select oid from pg_database where datname = current_database())`,
  );
  return result.rows;
}

const said = (child: IndexerProcess, msg: string) => child.lines.filter((line) => line.msg === msg);
const waitingLine = (child: IndexerProcess) =>
  child.lines.find((line) => line.msg?.startsWith('waiting for the indexer lock held by pid '));

function spawn(): IndexerProcess {
  const child = spawnIndexer({
    databaseUrl: database.url,
    rpcUrl,
    metadataHost: metadata.host,
    // Small ranges and a short poll: the holder is always in the middle of some commit.
    batchBlocks: 3,
    pollMs: 100,
  });
  children.push(child);
  return child;
}

beforeAll(async () => {
  const [created, server, minter] = await Promise.all([
    createTestDatabase(),
    startTokenMetadataServer(),
    fundedAccount(MINTER_INDEX, rpcUrl),
  ]);
  [database, metadata] = [created, server];
  collection = await deployFaultCollection({
    rpcUrl,
    minter,
    name: 'Failover Guardians',
    symbol: 'FAIL',
    baseUri: `${metadata.url}/failover/`,
  });
  for (let batch = 0; batch < 4; batch++) await mint(25, holder(batch));
  await database.db.insert(collections).values({
    chainId: CHAIN_ID,
    tokenAddress: collection.address.toLowerCase(),
    slug: 'failover',
    name: 'Failover Guardians',
    deploymentBlock: collection.deploymentBlock,
  });
}, 90_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(children.map((child) => child.exited));
  await database?.close();
  await metadata?.close();
});

describe('indexer failover (issue 11: one indexer at a time, a standby takes over)', () => {
  it('lets one of two processes index, and the other takes over within seconds of a kill -9', async () => {
    const pair = [spawn(), spawn()];
    await waitFor(
      'one indexer to start and the other to wait',
      async () => pair.some((c) => c.isStarted()) && pair.some((c) => waitingLine(c) !== undefined),
      60_000,
    );
    const active = pair.find((c) => c.isStarted()) as IndexerProcess;
    const standby = pair.find((c) => c !== active) as IndexerProcess;
    const [holderSession] = await lockHolders();
    expect(await lockHolders()).toHaveLength(1);
    expect(holderSession?.application_name).toBe(INDEXER_APPLICATION_NAME);
    expect(waitingLine(standby)?.holderPid).toBe(holderSession?.pid);

    // Activity while the holder indexes it; the kill lands mid-stream.
    let round = 0;
    let killedAt: number | undefined;
    let roundsAfterKill = 0;
    const activity = (async () => {
      while (roundsAfterKill < ROUNDS_AFTER_KILL) {
        await activityRound(round++);
        if (killedAt !== undefined) roundsAfterKill++;
      }
    })();
    await waitFor(
      'the holder to index some of the activity',
      async () => (await indexedTransfers()) > 140,
      30_000,
      20,
    );
    expect(said(standby, 'indexer started')).toEqual([]);
    const indexedBeforeKill = await indexedTransfers();
    active.kill('SIGKILL');
    killedAt = Date.now();
    expect((await active.exited).signal).toBe('SIGKILL');

    await waitFor('the standby to take over', async () => standby.isStarted(), TAKEOVER_LIMIT_MS * 2, 10);
    const [started] = said(standby, 'indexer started') as [LogLine];
    const takeoverMs = Date.parse(String(started.time)) - killedAt;
    await activity;
    await waitFor(
      'the standby to index everything',
      async () => (await indexedTransfers()) === transfersOnChain,
      30_000,
      20,
    );
    const caughtUpMs = Date.now() - killedAt;

    console.log(
      `indexer failover: kill -9 with ${indexedBeforeKill}/${transfersOnChain} transfers indexed; ` +
        `standby indexing after ${takeoverMs} ms, caught up (${transfersOnChain} transfers, ` +
        `${ROUNDS_AFTER_KILL} rounds mined after the kill) after ${caughtUpMs} ms`,
    );
    expect(takeoverMs).toBeLessThan(TAKEOVER_LIMIT_MS);
    expect(await lockHolders()).toHaveLength(1);

    const rows = await database.db.execute<{ token_id: string; owner: string | null }>(
      sql`select token_id::text, owner from tokens where token_address = ${collection.address}`,
    );
    expect(new Map(rows.rows.map((row) => [Number(row.token_id), row.owner]))).toEqual(owners);
    for (const child of pair) {
      expect(child.lines.filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
      expect(child.stray).toEqual([]);
      expect(said(child, 'indexer started')).toHaveLength(1);
    }

    standby.kill('SIGTERM');
    expect(await standby.exited).toEqual({ code: 0, signal: null });
  }, 150_000);
});
