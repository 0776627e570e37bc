/**
 * `npm run indexer -w @guardians/server`: the chain indexer as its own process, next to (or instead
 * of) the one the site starts. Same environment as the server (config.ts); DATABASE_URL and RPC_URL
 * are required, since this process starts neither PostgreSQL nor anvil, and the schema must already
 * be migrated (the server does that). INDEXER_BATCH_BLOCKS and INDEXER_POLL_MS tune the chain loop.
 * Only one indexer per chain and database works at a time (a PostgreSQL advisory lock, decision 0051):
 * a second one logs the holder, waits, and takes over within about a second of the holder's death.
 * Logs one JSON object per line on stdout. SIGTERM / SIGINT let the range in progress commit, then
 * exit 0; a SIGKILL at any moment loses at most the uncommitted range (the cursor moves in the same
 * transaction as the rows), so the next start resumes where the last commit left off.
 */
import { z } from 'zod';
import { createChainClient } from '../chain/chain-client.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { API_QUERY_TIMEOUT_MS, createDatabase } from '../db/client.ts';
import { checkDatabaseUrl, checkRpcUrl, redactUrl } from '../infra/external-services.ts';
import { createProcessLogger } from '../infra/process-log.ts';
import { createIndexer } from './indexer.ts';
import { runIndexerWhileLocked } from './indexer-lock.ts';
import { metadataOptionsFor } from './metadata/metadata-options.ts';

/** Hangs past this after a stop signal (a metadata host that never answers) end the process anyway. */
const STOP_DEADLINE_MS = 20_000;

const positiveInt = z.coerce.number<string | undefined>().int().positive();
const IndexerEnvSchema = z.object({
  INDEXER_BATCH_BLOCKS: positiveInt.optional(),
  INDEXER_POLL_MS: positiveInt.optional(),
});

function required(value: string | undefined, variable: string): string {
  if (!value)
    throw new ConfigError(variable, 'required for the indexer process (it starts no local service)');
  return value;
}

function indexerSettings(env: NodeJS.ProcessEnv) {
  const parsed = IndexerEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(variable, `${issue?.message ?? 'invalid'} (got '${env[variable]}')`);
  }
  return { batchBlocks: parsed.data.INDEXER_BATCH_BLOCKS, pollMs: parsed.data.INDEXER_POLL_MS };
}

async function main(): Promise<void> {
  const config = loadConfig();
  // JSON lines unless LOG_FORMAT=pretty (docs/operations.md).
  const logger = createProcessLogger({ format: config.logFormat ?? 'json', level: config.logLevel });
  const databaseUrl = required(config.databaseUrl, 'DATABASE_URL');
  const rpcUrl = required(config.rpcUrl, 'RPC_URL');
  const settings = indexerSettings(process.env);
  await checkDatabaseUrl(databaseUrl);
  const chain = createChainClient({ rpcUrl, chainId: config.chainId, name: config.chainName });
  await checkRpcUrl(chain);

  // As the launcher's pool, which its in-process indexer shares: a frozen database fails a step (the
  // loop retries it) instead of holding the indexer forever.
  const database = createDatabase(databaseUrl, { queryTimeoutMs: API_QUERY_TIMEOUT_MS });
  // As startIndexer (launcher/catalogue.ts) configures the in-process one, plus the loop's tuning.
  const indexer = createIndexer({
    db: database.db,
    chain,
    logger,
    metadata: metadataOptionsFor(config),
    marketplaceAddress: config.marketplaceAddress,
    ...settings,
  });
  // Indexes only while it holds the chain's indexer lock (decision 0051): next to another indexer
  // (this command's or npm start's) it logs who holds it, waits, and takes over when that one dies.
  const locked = runIndexerWhileLocked({
    indexer,
    chainId: config.chainId,
    connection: { connectionString: databaseUrl },
    logger,
    onStarted: () =>
      logger.info(
        {
          chainId: config.chainId,
          rpcUrl: redactUrl(rpcUrl),
          database: redactUrl(databaseUrl),
          batchBlocks: settings.batchBlocks ?? null,
          pollMs: settings.pollMs ?? null,
        },
        'indexer started',
      ),
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'indexer: second signal, exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'indexer stopping');
    const deadline = setTimeout(() => {
      logger.error({ waitedMs: STOP_DEADLINE_MS }, 'indexer: stop took too long, exiting');
      process.exit(1);
    }, STOP_DEADLINE_MS);
    deadline.unref();
    (async () => {
      await locked.stop();
      await database.close();
      logger.info({ signal }, 'indexer stopped');
      process.exit(0);
    })().catch((err: unknown) => {
      logger.error({ err }, 'indexer: stop failed');
      process.exit(1);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  // Errors about a setting begin with the variable's name (DATABASE_URL: ...), as the launcher prints them.
  const format = process.env.LOG_FORMAT === 'pretty' ? 'pretty' : 'json';
  const logger = createProcessLogger({ format, level: 'info' });
  const message = (error as Error).message;
  const named = error instanceof ConfigError;
  logger.fatal(
    named ? { variable: error.variable } : { err: error },
    named ? message : `start-up failed: ${message}`,
  );
  process.exit(1);
});
