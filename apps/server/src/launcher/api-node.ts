import { buildApp } from '../app.ts';
import { createChainClient } from '../chain/chain-client.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { API_QUERY_TIMEOUT_MS, createDatabase } from '../db/client.ts';
import { checkDatabaseUrl, checkRpcUrl, redactUrl } from '../infra/external-services.ts';
import { createProcessLogger, type ProcessLogger, processLogOptionsFromEnv } from '../infra/process-log.ts';
import { openScaleOut } from './scale-out.ts';
import { DRAIN_GRACE_MS, drainHttpServer, Shutdown } from './shutdown.ts';

/**
 * One API process and nothing else: no embedded PostgreSQL, no anvil, no migrations, no seeding, no
 * indexer. Several of these run behind a load balancer against one migrated database and one chain
 * (`npm start` does the migrating, seeding and indexing), and the crash suites kill -9 it and start
 * it again, so start-up does only what serving needs.
 *
 * Environment: DATABASE_URL and RPC_URL are required, the rest as for `npm start` (PORT, HOST,
 * CHAIN_ID, LOG_LEVEL, ...); WEB=built also serves apps/web/dist (default: the API only). Its own
 * lines are JSON unless LOG_FORMAT=pretty. SIGTERM / SIGINT drain it (docs/operations.md): /api/ready
 * turns 503, no new connection is accepted, requests in flight finish (at most DRAIN_GRACE_MS), then
 * the pools close and the process exits 0.
 */

type WebMode = 'none' | 'built';

function webMode(value: string | undefined): WebMode {
  if (value === undefined || value === '' || value === 'none') return 'none';
  if (value === 'built') return 'built';
  throw new ConfigError('WEB', `must be 'none' or 'built' (got '${value}')`);
}

async function start(shutdown: Shutdown, log: ProcessLogger): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const web = webMode(process.env.WEB);
  if (!config.databaseUrl)
    throw new ConfigError('DATABASE_URL', 'required: an API node uses a migrated database');
  if (!config.rpcUrl) throw new ConfigError('RPC_URL', 'required: an API node uses a running chain');

  const chain = createChainClient({ rpcUrl: config.rpcUrl, chainId: config.chainId, name: config.chainName });
  // Fail at start with the variable's name rather than on the first request.
  await Promise.all([checkDatabaseUrl(config.databaseUrl), checkRpcUrl(chain)]);

  const database = createDatabase(config.databaseUrl, { queryTimeoutMs: API_QUERY_TIMEOUT_MS });
  shutdown.add('database pool', () => database.close());
  const scaleOut = await openScaleOut(config, shutdown);
  const app = await buildApp(config, { db: database.db, chain, ...scaleOut, web });
  shutdown.add('web server', () => drainHttpServer(app, { graceMs: DRAIN_GRACE_MS, log }));
  await app.listen({ port: config.port, host: config.host });
  // One line the process managers and the crash suites wait for.
  log.notice(
    {
      pid: process.pid,
      database: redactUrl(config.databaseUrl),
      startMs: Math.round(performance.now() - started),
    },
    `api-node ready on http://${config.host}:${config.port}`,
  );
}

async function main(): Promise<void> {
  // Before the configuration is validated: a bad variable is reported in the chosen format too.
  const log = createProcessLogger(processLogOptionsFromEnv(process.env, 'json'));
  const shutdown = new Shutdown({ log, exitOnSecondSignal: true });
  shutdown.listen();
  try {
    await start(shutdown, log);
  } catch (error) {
    const message = (error as Error).message;
    const named = error instanceof ConfigError || /^[A-Z_]+: /.test(message);
    // Errors about a setting already begin with the variable's name (DATABASE_URL: ...).
    if (named) log.notice({}, message, 'fatal');
    else log.notice({ err: error }, 'api-node: start-up failed', 'fatal');
    await shutdown.run();
    process.exit(1);
  }
}

await main();
