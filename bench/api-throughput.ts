// Throughput and latency of the hot API routes under concurrent load (issue 10, section 1):
// autocannon against the real server on PostgreSQL, no pipelining, each route measured between two
// runs of a bare Fastify route in the same process with the same settings, and shown as a share of
// their mean.
// Prints figures and ratios only.
//   npx tsx bench/api-throughput.ts [--duration 8] [--connections 10] [--tokens 10000]
//     [--ledger 100000] [--likers 2000] [--completions 8000] [--only 'gallery|like']
//   (DATABASE_URL: use that server; --only: the routes whose label contains one of the texts)
// autocannon runs in a child process (bench/api-load-worker.ts), so its own work does not share
// the server's event loop; on a small machine it still shares the cores with the server and
// PostgreSQL, as it does for the bare route. Pairing each route with a bare run just before it
// keeps the ratio meaningful when other work on the machine comes and goes.
import os from 'node:os';
import { fillArtists, fillCollection, fillLedger, fillLikers } from './api-fixtures.ts';
import { LoadWorker, startBareRoute } from './api-load-client.ts';
import type { LoadSummary } from './api-load-worker.ts';
import { COLLECTION, readScenarios, writeScenarios } from './api-scenarios.ts';
import { startBenchApp } from './bench-app.ts';
import { benchDatabase } from './bench-database.ts';
import { printTable } from './print-table.ts';

function arg(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1] ?? fallback) : fallback;
}
const DURATION = arg('duration', 8);
const CONNECTIONS = arg('connections', 10);
const TOKENS = arg('tokens', 10_000);
const LEDGER_ROWS = arg('ledger', 100_000);
const LIKERS = arg('likers', 2_000);
/** Artists completing the quest once each, half of them for the keyed run, half for the other. */
const COMPLETIONS = arg('completions', 10_000);
const WARM_COMPLETIONS = 100;
const ONLY = process.argv.includes('--only')
  ? (process.argv[process.argv.indexOf('--only') + 1] ?? '').split('|')
  : [''];
/** The bare route's run before each route: long enough to settle, short enough to pair closely. */
const BARE_DURATION = Math.max(2, Math.round(DURATION / 2));

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await work();
  process.stdout.write(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  return result;
}

/** The two bare runs around a route as one: their throughput and p99 averaged. */
function meanOf(a: LoadSummary, b: LoadSummary): LoadSummary {
  return { ...a, perSecond: (a.perSecond + b.perSecond) / 2, p99: (a.p99 + b.p99) / 2 };
}

const cleanups: (() => Promise<void> | void)[] = [];
try {
  const { url, cleanup } = await benchDatabase();
  cleanups.push(cleanup);
  const app = await startBenchApp(url);
  cleanups.unshift(() => app.close());
  const bare = await startBareRoute();
  cleanups.unshift(() => bare.close());

  let started = performance.now();
  await timed(`${TOKENS} tokens`, () => fillCollection(app.pool, COLLECTION, TOKENS));
  await timed(`${LEDGER_ROWS} ledger rows`, () => fillLedger(app.pool, LEDGER_ROWS));
  const likers = await timed(`${LIKERS} likers`, () => fillLikers(app.pool, LIKERS));
  const artists = await timed(`${COMPLETIONS + WARM_COMPLETIONS} artists`, () =>
    fillArtists(app.pool, COMPLETIONS + WARM_COMPLETIONS, COLLECTION, TOKENS, likers),
  );
  await timed('analyze', () => app.pool.query('analyze'));
  const { rows: quests } = await app.pool.query<{ id: number }>(
    `select id from quests where slug = 'fan-artist'`,
  );
  const questId = quests[0]?.id;
  if (questId === undefined) throw new Error('the fan-artist quest of content/quests.json is missing');
  process.stdout.write(
    `filled in ${((performance.now() - started) / 1000).toFixed(1)} s; ${CONNECTIONS} connections, ` +
      `pipelining 1, ${DURATION} s per route after ${BARE_DURATION} s of the bare route; ` +
      `load average at start: ${loadAverage()}\n`,
  );

  const worker = new LoadWorker({ connections: CONNECTIONS, duration: DURATION });
  cleanups.unshift(() => worker.stop());
  started = performance.now();
  const results: { label: string; route: LoadSummary; bare: LoadSummary }[] = [];
  const scenarios = [
    ...readScenarios(app.base, TOKENS),
    ...writeScenarios(app.base, {
      tokens: TOKENS,
      likers,
      artists,
      questId,
      warmCompletions: WARM_COMPLETIONS,
      connections: CONNECTIONS,
    }),
  ].filter((scenario) => ONLY.some((part) => scenario.label.includes(part)));
  // Each route sits between two bare runs and is compared with their mean: the machine's speed
  // drifts (other guests share its cores), and one neighbouring run measures the drift on one side.
  const bareRuns = [await worker.measure(bare.scenario, BARE_DURATION)];
  for (const scenario of scenarios) {
    const route = await worker.measure(scenario);
    bareRuns.push(await worker.measure(bare.scenario, BARE_DURATION));
    const [before, after] = bareRuns.slice(-2) as [LoadSummary, LoadSummary];
    results.push({ label: scenario.label, bare: meanOf(before, after), route });
  }

  const measuredArtists = artists.slice(WARM_COMPLETIONS).map((a) => a.account);
  const { rows: recorded } = await app.pool.query<{ completions: number; payouts: number }>(
    `select (select count(*)::int from quest_completions where quest_id = $1 and account = any($2)) as completions,
            (select count(*)::int from points_ledger where reason = 'quest' and reference = $1::text
                and account = any($2)) as payouts`,
    [questId, measuredArtists],
  );
  const loadAtEnd = loadAverage();
  printTable([
    ['route', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'bare req/s', 'bare p99', 'vs bare'],
    ...results.map(({ label, route, bare }) => [
      label,
      String(route.requests),
      String(Math.round(route.perSecond)),
      route.p50.toFixed(1),
      route.p99.toFixed(1),
      `${route.errors} (${route.errorPercent.toFixed(2)} %)`,
      String(Math.round(bare.perSecond)),
      bare.p99.toFixed(1),
      `${Math.round((100 * route.perSecond) / bare.perSecond)} %`,
    ]),
  ]);
  for (const { label, route } of results) {
    if (route.errors > 0)
      process.stdout.write(`${label}: status codes ${JSON.stringify(route.statusCodes)}\n`);
  }
  const questRuns = results.filter(({ label }) => label.startsWith('POST /api/quests')).map((r) => r.route);
  const sum = (pick: (s: LoadSummary) => number) => questRuns.reduce((total, s) => total + pick(s), 0);
  process.stdout.write(
    `quest completions recorded by the measured runs: ${recorded[0]?.completions} ` +
      `(ledger payouts ${recorded[0]?.payouts}) for ${sum((s) => s.statusCodes['200'] ?? 0)} answers 200; ` +
      `${sum((s) => s.repeated)} requests repeated a completion once a run's ${measuredArtists.length / 2} artists had run out\n` +
      `measured in ${((performance.now() - started) / 1000).toFixed(0)} s; load average at end: ${loadAtEnd} ` +
      `(${os.cpus().length} cores)\n`,
  );
} finally {
  for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => undefined);
}
