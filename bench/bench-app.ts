import type pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { createChainClient } from '../apps/server/src/chain/chain-client.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seedSiteConfig } from '../apps/server/src/services/site-config/site-config-service.ts';

/**
 * The real server on a migrated database at `url`, listening on a free port, with no chain behind
 * it (reads that need one are not benchmarked here) and no rate limit in the way.
 */
export async function startBenchApp(
  url: string,
): Promise<{ base: string; pool: pg.Pool; close(): Promise<void> }> {
  const database = createDatabase(url);
  await runMigrations(database.db);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RPC_URL: 'http://127.0.0.1:9',
    CHAIN_ID: '31337',
    RATE_LIMIT_MAX: '100000000',
  });
  await seedSiteConfig(database.db, { file: config.siteConfigFile, mode: config.mode });
  const chain = createChainClient({ rpcUrl: 'http://127.0.0.1:9', chainId: 31337, name: 'bench' });
  const app = await buildApp(config, { db: database.db, chain });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base,
    pool: database.pool,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
