import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createChainClient } from '../../src/chain/chain-client.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { createRedis } from '../../src/infra/redis/redis-client.ts';
import { guardiansFile, seedGuardians } from '../../src/services/guardians/guardian-service.ts';
import { seedSiteConfig } from '../../src/services/site-config/site-config-service.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real application on its own database and the run's anvil. `env` adds environment variables;
 * `seed: false` leaves the database empty (as before the first start).
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    seed?: boolean;
    rpcUrl?: string;
    /**
     * Key and channel prefix in Redis: apps given the same one act as nodes of one site; by default
     * each app has its own, so concurrent test files never share limits, cached lists or events.
     */
    redisPrefix?: string;
    /** Receives the app's JSON log lines instead of stdout (helpers/log-capture.ts). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const rpcUrl = options.rpcUrl ?? inject('rpcUrl');
  // In-process copies are dropped a moment after a change commits (decision 0053); tests that write
  // rows by hand and read them back at once would race that moment, so copies are on only where a
  // test asks for them (READ_CACHE: 'on') and waits for the announcement.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RPC_URL: rpcUrl,
    CHAIN_ID: '31337',
    READ_CACHE: 'off',
    ...options.env,
  });
  if (options.seed !== false) {
    await seedSiteConfig(database.db, { file: config.siteConfigFile, mode: config.mode });
    await seedGuardians(database.db, guardiansFile(config.rootDir));
  }
  const chain = createChainClient({ rpcUrl, chainId: config.chainId, name: config.chainName });
  // REDIS_URL in env: this app shares Redis like an API node of a scaled-out site.
  const redis = config.redisUrl
    ? createRedis(config.redisUrl, { keyPrefix: options.redisPrefix ?? `test:${randomUUID()}:` })
    : undefined;
  const app = await buildApp(config, {
    db: database.db,
    chain,
    redis,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await redis?.quit().catch(() => redis.disconnect());
      await database.close();
    },
  };
}
