/**
 * `npx tsx deploy/prepare.ts`: migrates and seeds the database the API nodes will share, then exits.
 * Run it once before starting (or upgrading) the nodes and the indexer, which do neither; every step
 * is idempotent. Environment as for an API node: DATABASE_URL and RPC_URL are required (CHAIN_ID,
 * S3_*, DATA_DIR, SITE_MODE, PORT as the site's public port for the demo's token URIs, ...).
 */
import { createChainClient } from '../apps/server/src/chain/chain-client.ts';
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { checkDatabaseUrl, checkRpcUrl, redactUrl } from '../apps/server/src/infra/external-services.ts';
import { prepareSite } from '../apps/server/src/launcher/prepare-site.ts';

const say = (label: string, text: string) => process.stdout.write(`  ${label.padEnd(9)} ${text}\n`);

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl)
    throw new ConfigError('DATABASE_URL', 'required: the database to migrate and seed');
  if (!config.rpcUrl) throw new ConfigError('RPC_URL', 'required: the chain the site reads');
  await checkDatabaseUrl(config.databaseUrl);
  const chain = createChainClient({ rpcUrl: config.rpcUrl, chainId: config.chainId, name: config.chainName });
  await checkRpcUrl(chain);
  say('database', redactUrl(config.databaseUrl));
  const database = createDatabase(config.databaseUrl, { max: 2 });
  try {
    await prepareSite(database.db, chain, config, { say });
  } finally {
    await database.close();
  }
  say('ready', 'the database is migrated and seeded; start the API nodes and the indexer');
}

main().catch((error: unknown) => {
  const message = (error as Error).message;
  const named = error instanceof ConfigError || /^[A-Z_]+: /.test(message);
  process.stderr.write(`${named ? message : `prepare: ${message}`}\n`);
  process.exit(1);
});
