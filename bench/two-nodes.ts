// Throughput of one API node against two behind nginx (issue 11 §4): the same read routes loaded
// with autocannon (in a child process, bench/api-load-worker.ts) straight at one api-node process,
// through nginx to that one node, and through nginx to two nodes; req/s, p99, and the ratio of two
// nodes to one. Prints figures only; needs nginx (apt-get install nginx).
//   npx tsx bench/two-nodes.ts [--duration 8] [--connections 20] [--tokens 10000]
// DATABASE_URL: a new database on that server (else an embedded PostgreSQL); REDIS_URL: the nodes
// share rate limits and live events there, as a deployment does (else each node keeps its own).
// On 2 cores the nodes, nginx, PostgreSQL and autocannon share the same two cores: the ratio says
// what a second process buys on this machine, not what a second machine would.
import os from 'node:os';
import { findFreePort, startAnvil } from '@guardians/contracts/anvil';
import { startNginx } from '../deploy/local/nginx.ts';
import { startApiNode } from '../deploy/local/site-processes.ts';
import type { SupervisedProcess } from '../deploy/local/supervised-process.ts';
import { fillCollection } from './api-fixtures.ts';
import { LoadWorker } from './api-load-client.ts';
import type { LoadSummary } from './api-load-worker.ts';
import { COLLECTION, readScenarios, type Scenario } from './api-scenarios.ts';
import { startBenchApp } from './bench-app.ts';
import { benchDatabase } from './bench-database.ts';
import { printTable } from './print-table.ts';

function arg(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1] ?? fallback) : fallback;
}
const DURATION = arg('duration', 8);
const CONNECTIONS = arg('connections', 20);
const TOKENS = arg('tokens', 10_000);
const ROUTES = [
  'GET /api/site-configs',
  'GET /api/collections/:token (50 items)',
  'GET /api/nfts/:token/:id',
];

const setups = ['1 node', 'nginx -> 1 node', 'nginx -> 2 nodes'] as const;
type Setup = (typeof setups)[number];

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** The chosen read routes of bench/api-scenarios.ts, aimed at `base`. */
function scenariosAt(base: string): Scenario[] {
  const chosen = readScenarios(base, TOKENS).filter((s) => ROUTES.includes(s.label));
  if (chosen.length !== ROUTES.length) throw new Error('bench/api-scenarios.ts no longer has every route');
  return chosen;
}

const cleanups: (() => unknown)[] = [];
try {
  const { url, cleanup } = await benchDatabase();
  cleanups.push(cleanup);
  // Migrates, seeds the site configuration and fills the collection; the nodes are separate processes.
  const seeded = await startBenchApp(url);
  await fillCollection(seeded.pool, COLLECTION, TOKENS);
  await seeded.pool.query('analyze');
  await seeded.close();
  const anvil = await startAnvil({ port: await findFreePort(), silent: true });
  cleanups.unshift(() => anvil.stop());

  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: url,
    RPC_URL: anvil.rpcUrl,
    CHAIN_ID: '31337',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    WEB: 'none',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  };
  const nodes: SupervisedProcess[] = [];
  const ports = [await findFreePort(), await findFreePort()];
  for (const [i, port] of ports.entries()) {
    const node = startApiNode({ name: `api-${i + 1}`, port, env, echo: false });
    nodes.push(node);
    cleanups.unshift(() => node.stop());
  }
  await Promise.all(nodes.map((node) => node.ready));
  const servers = ports.map((port) => `127.0.0.1:${port}`);
  const oneBehind = await startNginx({ apiServers: servers.slice(0, 1) });
  cleanups.unshift(() => oneBehind.stop());
  const twoBehind = await startNginx({ apiServers: servers });
  cleanups.unshift(() => twoBehind.stop());
  const bases: Record<Setup, string> = {
    '1 node': `http://${servers[0]}`,
    'nginx -> 1 node': oneBehind.url,
    'nginx -> 2 nodes': twoBehind.url,
  };
  process.stdout.write(
    `${TOKENS} tokens; ${CONNECTIONS} connections, pipelining 1, ${DURATION} s per route and setup; ` +
      `Redis ${process.env.REDIS_URL ? 'shared' : 'not configured'}; load average at start: ${loadAverage()}\n`,
  );

  const worker = new LoadWorker({ connections: CONNECTIONS, duration: DURATION });
  cleanups.unshift(() => worker.stop());
  const results = new Map<string, Record<Setup, LoadSummary>>();
  // Route by route, the three setups back to back: load that comes and goes on the machine
  // touches a route's three figures alike.
  for (const [index, label] of ROUTES.entries()) {
    const row = {} as Record<Setup, LoadSummary>;
    for (const setup of setups) {
      const scenario = scenariosAt(bases[setup])[index];
      if (!scenario) throw new Error(`no scenario for ${label}`);
      row[setup] = await worker.measure({ ...scenario, label: `${label} (${setup})` });
    }
    results.set(label, row);
  }

  const rate = (s: LoadSummary) => String(Math.round(s.perSecond));
  printTable([
    ['route', ...setups.map((s) => `${s} req/s`), '2 nodes / 1 node', 'p99 ms (1 / 2 nodes)', 'errors'],
    ...[...results].map(([label, row]) => [
      label,
      ...setups.map((s) => rate(row[s])),
      `${(row['nginx -> 2 nodes'].perSecond / row['1 node'].perSecond).toFixed(2)}x`,
      `${row['1 node'].p99.toFixed(1)} / ${row['nginx -> 2 nodes'].p99.toFixed(1)}`,
      String(setups.reduce((sum, s) => sum + row[s].errors, 0)),
    ]),
  ]);
  process.stdout.write(`load average at end: ${loadAverage()} (${os.cpus().length} cores)\n`);
} finally {
  for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => undefined);
}
