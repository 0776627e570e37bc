import { appendFileSync } from 'node:fs';
import { type AnvilHandle, findFreePort, startAnvil } from '@guardians/contracts/anvil';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { type BusyChain, buildBusyChain } from './indexer-chain.ts';
import { startTokenMetadataServer } from './indexer-metadata-server.ts';
import {
  type IndexerEnv,
  type IndexerProcess,
  seededRandom,
  sleep,
  spawnIndexer,
  waitFor,
} from './indexer-process.ts';
import { type RpcProxy, startRpcProxy } from './indexer-rpc-proxy.ts';
import {
  coverage,
  differences,
  indexerPhase,
  seedIndexerInputs,
  snapshotIndexerTables,
} from './indexer-state.ts';
import {
  type Kill,
  killAfterLastRangeBeforeStatus,
  killAfterRangeBeforeTotalSupply,
} from './indexer-targeted-kills.ts';

// INDEXER_FAULT_SEED replays another schedule; the default is what CI runs.
const SEED = Number(process.env.INDEXER_FAULT_SEED ?? 20261110);
/**
 * Random kills until the budget is spent (at least `min`): each life costs a start-up of `node
 * --import tsx` (2.5 s of CPU, 3 to 8 s on a busy 2-core machine) before the kill can land.
 */
const RANDOM_KILLS = { min: 5, max: 15, budgetMs: 25_000 };
/** Empty blocks before the targeted kills: the first of them backfills 25 ranges of Alpha. */
const LAST_BACKFILL_BLOCKS = 250;
/** Small ranges: a backfill of the chain below is hundreds of commits. */
const BATCH_BLOCKS = 10;
const POLL_MS = 200;
/** Alpha, Beta and the marketplace each have a cursor. */
const CONTRACTS = 3;

let anvil: AnvilHandle;
let proxy: RpcProxy;
let metadata: Awaited<ReturnType<typeof startTokenMetadataServer>>;
let chain: BusyChain;
let resumed: Database & { url: string };
let replay: Database & { url: string };
const live = new Set<IndexerProcess>();
const everyProcess: IndexerProcess[] = [];
/** Milestones with their time, printed at the end (and appended to INDEXER_FAULT_TRACE as they happen). */
const timeline: string[] = [];
const suiteStart = performance.now();
function mark(what: string): void {
  const line = `+${((performance.now() - suiteStart) / 1000).toFixed(1)} s ${what}`;
  timeline.push(line);
  if (process.env.INDEXER_FAULT_TRACE) appendFileSync(process.env.INDEXER_FAULT_TRACE, `${line}\n`);
}

function envFor(database: { url: string }): IndexerEnv {
  return {
    databaseUrl: database.url,
    rpcUrl: proxy.url,
    metadataHost: metadata.host,
    batchBlocks: BATCH_BLOCKS,
    pollMs: POLL_MS,
  };
}

function start(database: { url: string }): IndexerProcess {
  const child = spawnIndexer(envFor(database));
  live.add(child);
  everyProcess.push(child);
  void child.exited.then(() => live.delete(child));
  return child;
}

/** One life left alone until every cursor is at `head` and no metadata is due, then stopped cleanly. */
async function runUntilDone(database: Database & { url: string }, head: bigint) {
  const began = performance.now();
  const child = start(database);
  await waitFor(
    'the indexer to reach the head',
    async () => (await indexerPhase(database.db, head, CONTRACTS)) === 'at head',
    90_000,
    100,
  );
  child.kill('SIGTERM'); // a clean stop: the pass in progress (contract info included) completes
  return { exit: await child.exited, ms: Math.round(performance.now() - began) };
}

/** Lives killed with SIGKILL at seeded random moments: before the start line, right after, or into the work. */
async function randomKills(random: () => number) {
  const kills: Kill[] = [];
  const startups: number[] = [];
  const began = performance.now();
  let rounds = 0;
  for (let cycle = 0; cycle < RANDOM_KILLS.max; cycle++) {
    if (cycle >= RANDOM_KILLS.min && performance.now() - began > RANDOM_KILLS.budgetMs) break;
    const child = start(resumed);
    // Every third life, more blocks and transfers arrive while the indexer works.
    const mining = cycle % 3 === 2 ? chain.activityRound(rounds++) : undefined;
    const typicalStart = startups.length > 0 ? Math.min(...startups) : 2000;
    let atMs: number;
    if (cycle > 0 && random() < 0.25) {
      atMs = Math.round(random() * typicalStart);
      await sleep(atMs);
    } else {
      startups.push(Math.round(await child.started));
      // The first life dies right after its start; the others some way into their work.
      atMs = Math.round(cycle === 0 ? random() * 100 : random() * 1500);
      await sleep(atMs);
    }
    const phase = child.isStarted()
      ? await indexerPhase(resumed.db, await chain.head(), CONTRACTS)
      : 'start-up';
    child.kill('SIGKILL');
    expect((await child.exited).signal).toBe('SIGKILL');
    await mining;
    kills.push({ phase, atMs, mining: mining !== undefined });
    mark(`random kill ${cycle + 1}: ${phase}`);
  }
  return { kills, startups, rounds };
}

/**
 * A life that catches up with the chain and dies idle at the head: a phase random timing rarely
 * reaches, and afterwards both collections' symbol and total supply are stored, which the targeted
 * kills can then leave stale.
 */
async function killAtHead(random: () => number): Promise<Kill> {
  const head = await chain.head();
  const began = performance.now();
  const child = start(resumed);
  await waitFor(
    'the resumed indexer at the head',
    async () => (await indexerPhase(resumed.db, head, CONTRACTS)) === 'at head',
    60_000,
    50,
  );
  // Past the pass's last writes (the contract info follows the last range by milliseconds).
  await sleep(300 + Math.round(random() * 500));
  const atMs = Math.round(performance.now() - began);
  child.kill('SIGKILL');
  expect((await child.exited).signal).toBe('SIGKILL');
  mark('kill at the head');
  return { phase: 'at head', atMs, mining: false };
}

beforeAll(async () => {
  const began = performance.now();
  anvil = await startAnvil({ port: await findFreePort(), silent: true });
  proxy = await startRpcProxy(anvil.rpcUrl);
  metadata = await startTokenMetadataServer();
  const [built, first, second] = await Promise.all([
    buildBusyChain(anvil.rpcUrl, metadata.url),
    createTestDatabase(),
    createTestDatabase(),
  ]);
  [chain, resumed, replay] = [built, first, second];
  await seedIndexerInputs(resumed.db, chain);
  mark(`chain of ${await chain.head()} blocks built in ${Math.round(performance.now() - began)} ms`);
}, 90_000);

afterAll(async () => {
  for (const child of live) child.kill('SIGKILL');
  await Promise.all([...live].map((child) => child.exited));
  await resumed?.close();
  await replay?.close();
  await proxy?.close();
  await metadata?.close();
  await anvil?.stop();
});

describe('indexer killed at random points (issue 10, section 3)', () => {
  it('resumes to exactly what one uninterrupted replay writes', async () => {
    const random = seededRandom(SEED);
    const { kills, startups, rounds } = await randomKills(random);
    kills.push(await killAtHead(random));

    // The last activity (Alpha and Beta mints, a sale) and empty blocks: the chain is final, and the
    // full replay starts now, next to the targeted kills and the last resume.
    await chain.activityRound(rounds);
    await chain.mineEmpty(LAST_BACKFILL_BLOCKS);
    const head = await chain.head();
    await seedIndexerInputs(replay.db, chain);
    const fullReplay = runUntilDone(replay, head);
    fullReplay.catch(() => {}); // awaited below; a failure before that must not go unhandled
    mark('chain final, full replay started');

    // Two exact points no timing hits reliably: between a range's commit and the writes after it.
    const startResumed = () => start(resumed);
    kills.push(await killAfterLastRangeBeforeStatus({ start: startResumed, database: resumed, chain }));
    mark('targeted kill: status');
    kills.push(await killAfterRangeBeforeTotalSupply({ start: startResumed, proxy, chain }));
    mark('targeted kill: total supply');
    const [last, full] = await Promise.all([runUntilDone(resumed, head), fullReplay]);
    mark('last resume and full replay at the head');
    expect(last.exit).toEqual({ code: 0, signal: null });
    expect(full.exit).toEqual({ code: 0, signal: null });

    const byPhase = new Map<string, number>();
    for (const kill of kills) byPhase.set(kill.phase, (byPhase.get(kill.phase) ?? 0) + 1);
    const covered = await coverage(replay.db);
    console.log(
      [
        `indexer faults (seed ${SEED}): ${kills.length} SIGKILLs, by phase: ${[...byPhase].map(([p, n]) => `${p} ${n}`).join(', ')}`,
        ...kills.map(
          (k, i) => `  kill ${i + 1}: ${k.phase} at +${k.atMs} ms${k.mining ? ' (while mining)' : ''}`,
        ),
        `  spawn to "indexer started": ${startups.join(', ')} ms`,
        `  last resume ${last.ms} ms, full replay ${full.ms} ms (in parallel); chain head ${head}`,
        `  compared: ${JSON.stringify(covered)}`,
        ...timeline.map((line) => `  ${line}`),
      ].join('\n'),
    );

    expect(kills.filter((k) => k.phase === 'backfill').length).toBeGreaterThanOrEqual(2);
    expect(covered.transfers).toBeGreaterThan(2000);
    expect(covered.sales).toBeGreaterThanOrEqual(11);
    expect(covered.tokensWithMetadata).toBeGreaterThan(250);
    const diff = differences(await snapshotIndexerTables(resumed.db), await snapshotIndexerTables(replay.db));
    expect(diff).toEqual([]);
    const errors = everyProcess.flatMap((child) =>
      child.lines.filter((line) => line.level === 'error' || line.level === 'fatal'),
    );
    expect(errors).toEqual([]);
    expect(everyProcess.flatMap((child) => child.stray)).toEqual([]);
  }, 150_000);
});
