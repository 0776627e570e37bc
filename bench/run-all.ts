// `npm run bench`: every benchmark in turn (issue 10, section 1). Each part prints its own figures;
// a part that cannot run or fails says why and the run goes on. Exit code 0 unless no part ran:
// a number never fails the run.
//   npm run bench [-- --quick]
//   npm run bench -w @guardians/bench -- [--quick] [--only part,part] [--skip part,part]
// Parts: web-bundle, cold-start, api-throughput, two-nodes, catalogue, indexer, leaderboard, lighthouse.
// The root script adds a workspace hop, where npm keeps `--quick` as its own config
// (npm_config_quick; npm warns this may stop working) and drops unknown options. From there,
// BENCH_QUICK=1, BENCH_ONLY and BENCH_SKIP do the same as the options.
// On a shared machine wrap it: flock /tmp/web-e2e.lock npm run bench
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalSite } from './local-site.ts';
import { printTable } from './print-table.ts';

const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const manifest = path.join(root, 'apps/web/dist/.vite/manifest.json');

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    skip: { type: 'string' },
  },
});
const quick =
  (values.quick ?? false) || process.env.npm_config_quick === 'true' || process.env.BENCH_QUICK === '1';
const list = (value: string | undefined) =>
  value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
const only = list(values.only ?? process.env.BENCH_ONLY);
const skip = list(values.skip ?? process.env.BENCH_SKIP);

/** The five pages of issue 10: home, a collection, an item, the gallery and the quests page. */
const LIGHTHOUSE_PAGES = ['/', '/collection/guardians', '/explore/1', '/gallery', '/quests'];
/** After /api/health: the demo image warm-up and the first indexer pass settle before any audit. */
const SETTLE_MS = quick ? 5_000 : 20_000;
const PART_TIMEOUT_MS = 60 * 60_000;

type Outcome = { status: 'ok' | 'failed' | 'skipped'; note: string };
interface Part {
  name: string;
  what: string;
  run(): Promise<Outcome>;
}

/** Runs a bench script with its output shown as it comes; a non-zero exit is a failed part. */
function script(file: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(tsx, [path.join('bench', file), ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env, BENCH_QUICK: quick ? '1' : '' },
    });
    const timer = setTimeout(() => child.kill('SIGINT'), PART_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ status: 'failed', note: `could not start: ${error.message}` });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(
        code === 0
          ? { status: 'ok', note: '' }
          : { status: 'failed', note: `exit ${code ?? signal}: see its output above` },
      );
    });
  });
}

const needsBuild: Outcome = {
  status: 'skipped',
  note: 'no web build: run `npm run build` (or `npm run build -w @guardians/web`) first',
};

const parts: Part[] = [
  {
    name: 'web-bundle',
    what: 'gzip size per chunk, first load of / against 200 kB',
    run: async () => (existsSync(manifest) ? script('web-bundle.ts', []) : needsBuild),
  },
  {
    name: 'cold-start',
    what: '`npm start` until /api/health answers, new and existing data folder',
    run: () => script('cold-start.ts', []),
  },
  {
    name: 'api-throughput',
    what: 'requests/s of the API under load (autocannon)',
    run: async () =>
      existsSync(path.join(root, 'bench/api-throughput.ts'))
        ? script('api-throughput.ts', quick ? ['--duration', '3'] : [])
        : { status: 'skipped', note: 'bench/api-throughput.ts does not exist yet' },
  },
  {
    name: 'two-nodes',
    what: 'one API node vs nginx in front of two (bench/two-nodes.ts)',
    run: async () =>
      existsSync('/usr/sbin/nginx') || existsSync('/usr/bin/nginx')
        ? script('two-nodes.ts', quick ? ['--duration', '3', '--tokens', '2000'] : [])
        : { status: 'skipped', note: 'nginx is not installed (apt-get install nginx)' },
  },
  {
    name: 'catalogue',
    what: 'trait-filter queries over HTTP, p95 and its growth with the collection',
    run: () =>
      script('catalogue-filter.ts', [
        '--tokens',
        quick ? '10000,100000' : '10000,100000,1000000',
        '--requests',
        quick ? '100' : '300',
        '--sustain',
        quick ? '0' : '75',
      ]),
  },
  {
    name: 'indexer',
    what: 'indexer backfill transfers/s from a local anvil',
    run: () => script('indexer-backfill.ts', ['--tokens', quick ? '2000' : '5000']),
  },
  {
    name: 'leaderboard',
    what: 'quest leaderboard over HTTP at growing ledger sizes',
    run: () =>
      script('quests-leaderboard.ts', [
        '--rows',
        quick ? '100000' : '100000,1000000',
        '--requests',
        quick ? '50' : '100',
      ]),
  },
  {
    name: 'lighthouse',
    what: `Lighthouse mobile on ${LIGHTHOUSE_PAGES.join(' ')} of a site started for the run`,
    run: async () => {
      if (!existsSync(manifest)) return needsBuild;
      console.log('starting a throw-away site (npm start, temporary data folder, free ports)...');
      const site = await startLocalSite();
      try {
        console.log(`site up at ${site.base} in ${(site.startedInMs / 1000).toFixed(1)} s`);
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        const runs = quick ? '1' : '3';
        return await script('lighthouse.ts', ['--url', site.base, '--runs', runs, ...LIGHTHOUSE_PAGES]);
      } finally {
        await site.stop();
      }
    },
  },
];

const unknown = [...only, ...skip].filter((name) => !parts.some((p) => p.name === name));
if (unknown.length > 0) {
  console.error(`unknown part(s): ${unknown.join(', ')}; parts: ${parts.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const chosen = parts.filter((p) => (only.length === 0 || only.includes(p.name)) && !skip.includes(p.name));

const [one, five, fifteen] = os.loadavg().map((l) => l.toFixed(2));
console.log(
  `Guardians benchmarks${quick ? ' (--quick: smaller sizes)' : ''}: ${chosen.length} part(s), ` +
    `${os.cpus().length} cores, load average ${one} ${five} ${fifteen} at the start. ` +
    'Figures only: no part fails on a number.',
);

const summary = [['part', 'result', 'seconds', 'note']];
for (const part of chosen) {
  console.log(`\n=== ${part.name}: ${part.what}\n`);
  const started = performance.now();
  let outcome: Outcome;
  try {
    outcome = await part.run();
  } catch (error) {
    outcome = { status: 'failed', note: (error as Error).message.split('\n')[0] ?? 'failed' };
    console.error(`${part.name} failed: ${(error as Error).message}`);
  }
  if (outcome.status === 'skipped') console.log(`skipped: ${outcome.note}`);
  summary.push([part.name, outcome.status, ((performance.now() - started) / 1000).toFixed(0), outcome.note]);
}

console.log(
  `\n=== summary (load average now ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})\n`,
);
printTable(summary);
// Only "nothing could run at all" is a failure of the benchmark run itself.
if (!summary.slice(1).some((row) => row[1] === 'ok')) process.exitCode = 1;
