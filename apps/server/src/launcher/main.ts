import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { findFreePort, startAnvil } from '@guardians/contracts/anvil';
import { buildApp } from '../app.ts';
import { createChainClient } from '../chain/chain-client.ts';
import { DEMO_MAILBOX_PATH } from '../config/mail.ts';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { API_QUERY_TIMEOUT_MS, createDatabase } from '../db/client.ts';
import { demoGenesisTimestamp } from '../demo/chain-clock.ts';
import { loadDemoCollections } from '../demo/demo-catalogue.ts';
import { warmDemoImages } from '../demo/demo-image-warmup.ts';
import { checkDatabaseUrl, checkRpcUrl, redactUrl } from '../infra/external-services.ts';
import { startIndexer } from './catalogue.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { reportLostBlocks } from './lost-blocks.ts';
import { assertPortFree } from './ports.ts';
import { prepareSite } from './prepare-site.ts';
import { claimDataDir, type RunFile } from './run-file.ts';
import { openScaleOut } from './scale-out.ts';
import { drainHttpServer, Shutdown } from './shutdown.ts';

const modes = ['start', 'dev'] as const;
type LaunchMode = (typeof modes)[number];

function say(label: string, text: string): void {
  process.stdout.write(`  ${label.padEnd(9)} ${text}\n`);
}

function shown(dir: string): string {
  const relative = path.relative(process.env.INIT_CWD ?? process.cwd(), dir);
  return relative.startsWith('..') ? dir : relative || '.';
}

const chainStateFile = (config: Config) => path.join(config.dataDir, 'chain', 'state.json');

async function startDatabase(config: Config, shutdown: Shutdown, runFile?: RunFile): Promise<string> {
  if (config.databaseUrl) {
    await checkDatabaseUrl(config.databaseUrl);
    say('database', `PostgreSQL at ${redactUrl(config.databaseUrl)}`);
    return config.databaseUrl;
  }
  if (config.pgPort) await assertPortFree(config.pgPort, '127.0.0.1', 'PG_PORT');
  const port = config.pgPort ?? (await findFreePort());
  const postgres = await startEmbeddedPostgres({ dataDir: config.dataDir, port });
  shutdown.add(
    'database',
    () => postgres.stop(),
    () => postgres.kill(),
  );
  await runFile?.note('postgres', postgres.pid, port);
  if (postgres.staleLockOf !== null) {
    say('recovery', `removed a stale postmaster.pid (pid ${postgres.staleLockOf} was no PostgreSQL of it)`);
  }
  say(
    'database',
    `embedded PostgreSQL on 127.0.0.1:${port} (data in ${shown(path.join(config.dataDir, 'postgres'))})`,
  );
  return postgres.socketUrl;
}

/** The chain client, and whether this start began a new local chain in the past (decision 0027). */
async function startChain(config: Config, shutdown: Shutdown, runFile?: RunFile) {
  if (config.rpcUrl) {
    const chain = createChainClient({
      rpcUrl: config.rpcUrl,
      chainId: config.chainId,
      name: config.chainName,
    });
    await checkRpcUrl(chain);
    say('chain', `${config.chainName} (${config.chainId}) at ${redactUrl(config.rpcUrl)}`);
    return { chain, startedInPast: false, anvil: undefined };
  }
  const stateFile = chainStateFile(config);
  const chainDir = path.dirname(stateFile);
  await mkdir(chainDir, { recursive: true });
  const fresh = !existsSync(stateFile);
  const anvil = await startAnvil({
    port: config.chainPort,
    stateFile,
    // A new chain begins a month ago so the demo's trading history has real block times (decision 0027).
    genesisTimestamp: fresh ? demoGenesisTimestamp() : undefined,
    chainId: config.chainId,
    portVariable: 'CHAIN_PORT',
    silent: true,
  });
  // stop() saves the chain first; if this process dies without it, the watchdog does both.
  shutdown.add('chain', () => anvil.stop());
  await runFile?.note('anvil', anvil.pid, anvil.port);
  say('chain', `anvil on ${anvil.rpcUrl} (chain ${config.chainId}, state in ${shown(chainDir)})`);
  const chain = createChainClient({ rpcUrl: anvil.rpcUrl, chainId: config.chainId, name: config.chainName });
  return { chain, startedInPast: fresh, anvil };
}

async function launch(mode: LaunchMode, config: Config, shutdown: Shutdown): Promise<void> {
  const started = performance.now();
  process.stdout.write(`Guardians (${mode === 'dev' ? 'development, hot reload' : 'production build'})\n`);
  // The database or the chain lives in DATA_DIR: one launcher per folder, and a killed one's leftovers
  // stopped before their ports are checked (decision 0075). Removed last, at a clean stop.
  let runFile: RunFile | undefined;
  if (!config.databaseUrl || !config.rpcUrl) {
    const claimed = await claimDataDir(config.dataDir, { say, chainStateFile: chainStateFile(config) });
    shutdown.add('run file', () => claimed.remove());
    runFile = claimed;
  }
  await assertPortFree(config.port, config.host, 'PORT');
  const databaseUrl = await startDatabase(config, shutdown, runFile);
  const { chain, startedInPast, anvil } = await startChain(config, shutdown, runFile);

  const database = createDatabase(databaseUrl, { queryTimeoutMs: API_QUERY_TIMEOUT_MS });
  shutdown.add('database pool', () => database.close());
  const { demos } = await prepareSite(database.db, chain, config, { startedInPast, say });
  if (anvil) {
    // What the database now records of the chain (the demo's contracts) survives a power cut.
    await anvil.save();
    await reportLostBlocks(database.db, chain, say);
  }

  const scaleOut = await openScaleOut(config, shutdown);
  const app = await buildApp(config, {
    db: database.db,
    chain,
    ...scaleOut,
    web: mode === 'dev' ? 'dev' : 'built',
    logFormat: config.logFormat ?? 'pretty',
  });
  shutdown.add('web server', () => drainHttpServer(app));
  await app.listen({ port: config.port, host: config.host });
  const indexer = startIndexer(database.db, chain, config, app.log);
  shutdown.add('indexer', () => indexer.stop());
  if (demos.length > 0) {
    let stopping = false;
    shutdown.add('image warm-up', async () => {
      stopping = true;
    });
    warmDemoImages(loadDemoCollections(config.rootDir), () => stopping).catch((err: unknown) =>
      app.log.warn({ err }, 'demo image warm-up failed'),
    );
  }
  if (app.mailCatcher) {
    say(
      'mail',
      `demo mailbox at http://localhost:${config.port}${DEMO_MAILBOX_PATH} (SMTP on ${app.mailCatcher.url})`,
    );
  }
  say('api docs', `http://localhost:${config.port}/docs`);
  say('site', `http://localhost:${config.port}  (ready in ${Math.round(performance.now() - started)} ms)`);
  process.stdout.write('Press Ctrl-C to stop.\n');
}

async function main(): Promise<void> {
  const mode = process.argv[2] ?? 'start';
  if (!(modes as readonly string[]).includes(mode)) {
    process.stderr.write(`launcher: unknown mode '${mode}' (use one of: ${modes.join(', ')})\n`);
    process.exit(2);
  }
  const shutdown = new Shutdown();
  try {
    const config = loadConfig();
    shutdown.listen();
    await launch(mode as LaunchMode, config, shutdown);
  } catch (error) {
    // Errors about a setting already begin with the variable's name (PORT: ..., CHAIN_PORT: ...).
    const message = (error as Error).message;
    const named = error instanceof ConfigError || /^[A-Z_]+: /.test(message);
    const line = named ? message : `start-up failed: ${message}`;
    process.stderr.write(`${line}\n`);
    await shutdown.run();
    process.exit(1);
  }
}

await main();
