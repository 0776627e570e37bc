import type { Config } from '../config.ts';
import { API_QUERY_TIMEOUT_MS, createDatabase, type Db } from '../db/client.ts';
import { checkDatabaseUrl } from '../infra/external-services.ts';
import { checkRedis, createRedis, type Redis } from '../infra/redis/redis-client.ts';
import type { Shutdown } from './shutdown.ts';

export interface ScaleOut {
  redis: Redis | undefined;
  readDb: Db | undefined;
}

/**
 * The engines an API node shares with its peers when configured (REDIS_URL, DATABASE_READ_URL).
 * Without them a single process keeps everything to itself, exactly as before.
 */
export async function openScaleOut(config: Config, shutdown: Shutdown): Promise<ScaleOut> {
  let redis: Redis | undefined;
  let readDb: Db | undefined;
  if (config.redisUrl) {
    const client = createRedis(config.redisUrl);
    shutdown.add('redis', async () => {
      await client.quit().catch(() => client.disconnect());
    });
    await checkRedis(client);
    redis = client;
  }
  if (config.databaseReadUrl) {
    await checkDatabaseUrl(config.databaseReadUrl, 'DATABASE_READ_URL');
    const replica = createDatabase(config.databaseReadUrl, { queryTimeoutMs: API_QUERY_TIMEOUT_MS });
    shutdown.add('read replica pool', () => replica.close());
    readDb = replica.db;
  }
  return { redis, readDb };
}
