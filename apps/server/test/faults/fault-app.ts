import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { createChainClient } from '../../src/chain/chain-client.ts';
import { loadConfig } from '../../src/config.ts';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { seedOnStart } from '../../src/launcher/seed.ts';

export interface FaultApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * The application as `npm start` builds it on a database of the test's own: migrated and seeded,
 * with the production pool (createDatabase's defaults: 10 connections, 5 s to connect).
 */
export async function buildFaultApp(options: {
  databaseUrl: string;
  rpcUrl: string;
  env?: Record<string, string>;
}): Promise<FaultApp> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RPC_URL: options.rpcUrl,
    CHAIN_ID: '31337',
    ...options.env,
  });
  const database = createDatabase(options.databaseUrl);
  await runMigrations(database.db);
  await seedOnStart(database.db, config);
  const chain = createChainClient({
    rpcUrl: options.rpcUrl,
    chainId: config.chainId,
    name: config.chainName,
  });
  const app = await buildApp(config, { db: database.db, chain });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
