/**
 * `npm run collection:add -- <address> [--slug <slug>]`: lists a deployed ERC-721 collection. The
 * site's indexer backfills it in the background; the collection page shows "indexing n / m".
 * Uses the same environment as `npm start` (DATA_DIR, DATABASE_URL, RPC_URL, CHAIN_PORT, CHAIN_ID).
 */
import { parseArgs } from 'node:util';
import { AddCollectionBodySchema } from '@guardians/shared';
import { createChainClient } from '../chain/chain-client.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { runningEmbeddedPostgresUrl } from '../launcher/embedded-postgres.ts';
import { addCollectionByAddress } from '../services/catalogue/indexing/add-collection.ts';

const usage = 'usage: npm run collection:add -- <contract address> [--slug <slug>]';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { slug: { type: 'string' } },
  });
  const input = AddCollectionBodySchema.safeParse({ tokenAddress: positionals[0], slug: values.slug });
  if (positionals.length !== 1 || !input.success)
    fail(input.success ? usage : `${input.error.issues[0]?.message ?? 'invalid input'}\n${usage}`);

  const config = loadConfig();
  const databaseUrl = config.databaseUrl ?? (await runningEmbeddedPostgresUrl(config.dataDir));
  if (!databaseUrl)
    fail(
      `No database: start the site first (npm start with DATA_DIR=${config.dataDir}), or set DATABASE_URL`,
    );
  const rpcUrl = config.rpcUrl ?? `http://127.0.0.1:${config.chainPort}`;
  const chain = createChainClient({ rpcUrl, chainId: config.chainId, name: config.chainName });
  const database = createDatabase(databaseUrl, { max: 2 });
  try {
    const row = await addCollectionByAddress({ db: database.db, chain }, input.data);
    process.stdout.write(
      `Added ${row.name} (${row.tokenAddress}) as /collection/${row.slug}; the indexer backfills it from block ${row.deploymentBlock}.\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof AppError || error instanceof ConfigError) fail(error.message);
  fail(`Could not add the collection: ${(error as Error).message.split('\n')[0]}`);
});
