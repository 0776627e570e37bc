import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { type ApiNodeEntry, prepareApiNodeEntry } from './crash-api-node.ts';
import { auditCrashRun } from './crash-audit.ts';
import { ApiNodeFleet } from './crash-fleet.ts';
import { checkPoints, leaderboardTotals } from './crash-points.ts';
import { SwitchingForwarder } from './crash-proxy.ts';
import { missingShieldImages, resendAcknowledged } from './crash-replay.ts';
import { crashAgent, runCounts, runCrashCycles } from './crash-run.ts';
import { type CrashWorld, prepareCrashWorld } from './crash-world.ts';

/**
 * Issue 10 §3: kill -9 of the API process in the middle of writes, 100 cycles, clients retrying
 * with an Idempotency-Key -> 0 acknowledged writes lost, 0 duplicates, and the points ledger equals
 * the leaderboard. CRASH_CYCLES and CRASH_SEED replay or shorten a run; CRASH_BUDGET_S (seconds)
 * bounds the cycles in time, and a run that cannot finish its cycles within it fails.
 */
const CYCLES = Number(process.env.CRASH_CYCLES ?? 100);
const SEED = Number(process.env.CRASH_SEED ?? 20_260_110);
const WRITERS = 6;
/** Fresh processes booting ahead (CRASH_STANDBYS=0: start each only after the kill). */
const STANDBYS = Number(process.env.CRASH_STANDBYS ?? 2);
const BUDGET_MS = Number(process.env.CRASH_BUDGET_S ?? 1200) * 1000;
/** CRASH_IDEMPOTENCY_KEYS=off: the control run, whose retries carry no key (it must fail). */
const SEND_KEYS = process.env.CRASH_IDEMPOTENCY_KEYS !== 'off';

const shown = (list: string[]) => list.slice(0, 15).join('\n');

describe('kill -9 of the API process under writes', () => {
  let database: Database & { url: string };
  let entry: ApiNodeEntry;
  let forwarder: SwitchingForwarder;
  let fleet: ApiNodeFleet;
  let dataDir: string;
  let world: CrashWorld;
  let origin: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const rpcUrl = inject('rpcUrl');
    const config = loadConfig({ LOG_LEVEL: 'silent', RPC_URL: rpcUrl, CHAIN_ID: '31337' });
    world = await prepareCrashWorld(database.db, config, rpcUrl, WRITERS);
    entry = await prepareApiNodeEntry();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'guardians-crash-'));
    await chmod(dataDir, 0o755);
    forwarder = new SwitchingForwarder();
    origin = `http://127.0.0.1:${await forwarder.listen()}`;
    // A clean environment: nothing from the test runner's shell reaches the API processes.
    fleet = new ApiNodeFleet(
      entry,
      {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? os.tmpdir(),
        DATABASE_URL: database.url,
        RPC_URL: rpcUrl,
        CHAIN_ID: '31337',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        ADMIN_ACCOUNTS: world.admin.account,
        TWITTER_CLIENT_ID: 'crash-suite',
        // The forwarder is every client's address: one IP for the rate limiter.
        RATE_LIMIT_MAX: '1000000',
      },
      forwarder,
      STANDBYS,
    );
    await fleet.start();
  }, 180_000);

  afterAll(async () => {
    await fleet?.stop();
    await forwarder?.close();
    await entry?.remove();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    `loses no acknowledged write and applies none twice over ${CYCLES} SIGKILLs`,
    async () => {
      const run = await runCrashCycles(fleet, world, {
        origin,
        seed: SEED,
        cycles: CYCLES,
        acksPerCycle: [1, 12],
        extraMs: [0, 150],
        deadline: Date.now() + BUDGET_MS,
        sendKeys: SEND_KEYS,
      });
      const agent = crashAgent();
      const replay = SEND_KEYS
        ? await resendAcknowledged(agent, origin, run.writes)
        : { resent: 0, differences: [] };
      // After the resending: a replay that wrote again would show here as a duplicate.
      const audit = await auditCrashRun(database.db, world, run.writes);
      const points = await checkPoints(
        database.db,
        world,
        run.writes,
        await leaderboardTotals(agent, origin),
      );
      const missingImages = await missingShieldImages(agent, origin, run.writes);
      await agent.close();
      const lastOutput = fleet.output();
      const graceful = await fleet.stop();

      const counts = runCounts(run);
      const ms = (list: number[]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return `median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`;
      };
      console.info(
        [
          `kill -9 suite (seed ${SEED}, entry ${entry.how}, ${STANDBYS} warm standbys${SEND_KEYS ? '' : ', NO Idempotency-Key'}): ${counts.cycles} cycles in ${(run.elapsedMs / 1000).toFixed(0)} s`,
          `writes ${counts.writes} (acknowledged ${counts.acknowledged}: ${JSON.stringify(counts.byKind)})`,
          `requests ${counts.requests}, retries ${counts.retries} over ${counts.retriedWrites} writes (connection errors ${counts.connectionErrors}, 5xx ${counts.serverErrors})`,
          `replayed answers during the run ${counts.replays}; resent after the run ${replay.resent}, not replayed identically ${replay.differences.length}`,
          `kills with writes in flight ${counts.killsWithWritesInFlight}/${counts.cycles}; api-node start ${ms(fleet.startMs)}; kill to next process serving ${ms(fleet.takeoverMs)}`,
          `unacknowledged ${audit.unacknowledged.length}, lost ${audit.lost.length}, duplicates ${audit.duplicates.length}, phantoms ${audit.phantoms.length}, wrong answers ${audit.wrongAnswers.length}, points mismatches ${points.mismatches.length} (${points.accounts} accounts)`,
        ].join('\n'),
      );

      expect(counts.cycles, 'cycles run within the budget').toBe(CYCLES);
      expect(counts.retriedWrites, 'the kills interrupted writes').toBeGreaterThan(0);
      const findings = {
        unacknowledged: audit.unacknowledged,
        lost: audit.lost,
        duplicates: audit.duplicates,
        phantoms: audit.phantoms,
        wrongAnswers: audit.wrongAnswers,
        replayDifferences: replay.differences,
        pointsMismatches: points.mismatches,
        missingShieldImages: missingImages,
      };
      const failed = Object.entries(findings).filter(([, list]) => list.length > 0);
      expect(failed.map(([name, list]) => `${name} (${list.length}):\n${shown(list)}`)).toEqual([]);
      expect(graceful, `SIGTERM stops the API process by itself\n${lastOutput}`).toBe(true);
    },
    BUDGET_MS + 180_000,
  );
});
