/**
 * `npx tsx deploy/run-local.ts`: the scaled-out site on this machine's loopback. It migrates and seeds
 * once (apps/server/src/launcher/prepare-site.ts), then runs NODES API nodes (default 2) and INDEXERS indexer
 * processes (default 1; 2 adds a standby that takes over when the first dies) behind nginx, prints
 * the URL, and stops everything on Ctrl-C. A node or indexer that dies is started again.
 *
 * Environment (everything else is passed on to the nodes, as for `npm run api`):
 *   DATABASE_URL  required: the PostgreSQL every process shares (not started here)
 *   REDIS_URL     required: shared rate limits and live events between the nodes
 *   RPC_URL       a chain (with CHAIN_ID); unset: anvil is started with its state in DATA_DIR/chain
 *   PORT          nginx's port (default 8080); HOST its address (default 127.0.0.1)
 *   DATA_DIR      uploads (unless S3_BUCKET) and the local chain (default .data/local-site)
 *   LOG_LEVEL     of the nodes and indexers (default warn: their output is shown here)
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { findFreePort, startAnvil } from '@guardians/contracts/anvil';
import { createChainClient } from '../apps/server/src/chain/chain-client.ts';
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { demoGenesisTimestamp } from '../apps/server/src/demo/chain-clock.ts';
import { checkDatabaseUrl, checkRpcUrl, redactUrl } from '../apps/server/src/infra/external-services.ts';
import { assertPortFree } from '../apps/server/src/launcher/ports.ts';
import { prepareSite } from '../apps/server/src/launcher/prepare-site.ts';
import { startNginx } from './local/nginx.ts';
import { KeptRunning, repoRoot, startApiNode, startIndexerProcess } from './local/site-processes.ts';

const say = (label: string, text: string) => process.stdout.write(`  ${label.padEnd(9)} ${text}\n`);
/** What is running, stopped in this order: nginx first (no new request reaches a stopping node). */
const running: {
  nginx?: { stop(): Promise<void> };
  processes: KeptRunning[];
  anvil?: { stop(): Promise<void> };
} = { processes: [] };

function count(variable: string, fallback: number, max: number): number {
  const raw = process.env[variable];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new ConfigError(variable, `must be a whole number from 1 to ${max} (got '${raw}')`);
  return value;
}

function required(variable: string, why: string): string {
  const value = process.env[variable];
  if (!value) throw new ConfigError(variable, `required: ${why}`);
  return value;
}

/** The web app the nodes serve (WEB=built); built here when it is missing. */
function ensureWebBuild(): void {
  if (existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) return;
  say('web', 'no build yet: npm run build');
  const built = spawnSync('npm', ['run', '--silent', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
}

/** RPC_URL's chain, or anvil with its state in DATA_DIR/chain (a new chain starts in the past). */
async function chainFor(dataDir: string) {
  if (process.env.RPC_URL) return { rpcUrl: process.env.RPC_URL, chainEnv: {}, startedInPast: false };
  const chainDir = path.join(dataDir, 'chain');
  await mkdir(chainDir, { recursive: true });
  const stateFile = path.join(chainDir, 'state.json');
  const fresh = !existsSync(stateFile);
  const anvil = await startAnvil({
    port: await findFreePort(),
    stateFile,
    genesisTimestamp: fresh ? demoGenesisTimestamp() : undefined,
    chainId: 31337,
    silent: true,
  });
  running.anvil = anvil;
  say('chain', `anvil on ${anvil.rpcUrl} (state in ${stateFile})`);
  return {
    rpcUrl: anvil.rpcUrl,
    chainEnv: { CHAIN_ID: '31337', CHAIN_NAME: 'Local chain' },
    startedInPast: fresh,
  };
}

async function run(): Promise<void> {
  const databaseUrl = required(
    'DATABASE_URL',
    'the PostgreSQL all processes share, e.g. postgres://postgres@127.0.0.1:5432/guardians',
  );
  const redisUrl = required(
    'REDIS_URL',
    'the nodes share rate limits and live events through Redis, e.g. redis://127.0.0.1:6379/0',
  );
  const nodes = count('NODES', 2, 16);
  const indexers = count('INDEXERS', 1, 4);
  const host = process.env.HOST || '127.0.0.1';
  const port = count('PORT', 8080, 65535);
  await assertPortFree(port, host, 'PORT');
  const dataDir = path.resolve(process.env.DATA_DIR || path.join(repoRoot, '.data/local-site'));
  await mkdir(dataDir, { recursive: true });
  await checkDatabaseUrl(databaseUrl);
  ensureWebBuild();

  const { rpcUrl, chainEnv, startedInPast } = await chainFor(dataDir);
  const env: NodeJS.ProcessEnv = {
    LOG_LEVEL: 'warn',
    ...process.env,
    ...chainEnv,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    RPC_URL: rpcUrl,
    DATA_DIR: dataDir,
  };
  // PORT is the site's own (nginx's): the demo's token URIs point at it.
  const config = loadConfig({ ...env, PORT: String(port) });
  const chain = createChainClient({ rpcUrl, chainId: config.chainId, name: config.chainName });
  await checkRpcUrl(chain);
  say('database', redactUrl(databaseUrl));
  const database = createDatabase(databaseUrl, { max: 2 });
  try {
    await prepareSite(database.db, chain, config, { startedInPast, say });
  } finally {
    await database.close();
  }

  const note = (line: string) => say('process', line);
  const ports = await Promise.all(Array.from({ length: nodes }, () => findFreePort()));
  const apiNodes = ports.map(
    (nodePort, i) =>
      new KeptRunning(() => startApiNode({ name: `api-${i + 1}`, port: nodePort, env, echo: true }), note),
  );
  running.processes.push(...apiNodes);
  await Promise.all(apiNodes.map((node) => node.process.ready));
  say('api', ports.map((p) => `127.0.0.1:${p}`).join(', '));

  const nginx = await startNginx({ apiServers: ports.map((p) => `127.0.0.1:${p}`), host, port, echo: true });
  running.nginx = nginx;
  const workers = Array.from(
    { length: indexers },
    (_, i) =>
      new KeptRunning(
        () => startIndexerProcess({ name: `indexer-${i + 1}`, sitePort: port, env, echo: true }),
        note,
      ),
  );
  running.processes.push(...workers);
  say('indexer', indexers === 1 ? '1 process' : `${indexers} processes (one indexes, the others wait)`);
  say('site', `${nginx.url}  (nginx -> ${nodes} API nodes; config in ${nginx.dir}/nginx.conf)`);
  process.stdout.write('Press Ctrl-C to stop.\n');
}

async function stopAll(): Promise<void> {
  await running.nginx?.stop().catch(() => undefined);
  await Promise.all(running.processes.map((child) => child.stop().catch(() => undefined)));
  await running.anvil?.stop().catch(() => undefined);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1); // a second Ctrl-C: the children die with this process
    stopping = true;
    process.stdout.write(`\n${signal}: stopping...\n`);
    void stopAll().then(() => process.exit(0));
  });
}

run().catch(async (error: unknown) => {
  const message = (error as Error).message;
  const named = error instanceof ConfigError || /^[A-Z_]+: /.test(message);
  process.stderr.write(`${named ? message : `run-local: ${message}`}\n`);
  await stopAll();
  process.exit(1);
});
