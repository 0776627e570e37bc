import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createChainClient } from '../../src/chain/chain-client.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { createRedis } from '../../src/infra/redis/redis-client.ts';
import { guardiansFile, seedGuardians } from '../../src/services/guardians/guardian-service.ts';
import { seedSiteConfig } from '../../src/services/site-config/site-config-service.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

/** The machine's Redis; every test here keeps to keys under its own random prefix. */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface Nodes {
  /** API nodes of one site: one database, one Redis. */
  nodes: FastifyInstance[];
  db: Db;
  config: Config;
  /** Every key the nodes wrote starts with this (ioredis' keyPrefix on their connections). */
  prefix: string;
  /** A connection without the prefix, to look at what the nodes stored. */
  inspect: Redis;
  /** Keys under the prefix matching `pattern` (without the prefix), e.g. 'guardians:lc:e:*'. */
  keys(pattern: string): Promise<string[]>;
  close(): Promise<void>;
}

/** A fresh random prefix: tests of other files and other engineers share this Redis. */
export function testPrefix(): string {
  return `test:${process.pid}:${randomBytes(4).toString('hex')}:`;
}

/** A connection as the launcher makes one (createRedis), whose keys all start with `prefix`. */
export function prefixedRedis(prefix: string, url = REDIS_URL): Redis {
  const base = createRedis(url);
  const client = base.duplicate({ keyPrefix: prefix });
  base.disconnect();
  return client;
}

export async function seedSite(db: Db, config: Config): Promise<void> {
  await seedSiteConfig(db, { file: config.siteConfigFile, mode: config.mode });
  await seedGuardians(db, guardiansFile(config.rootDir));
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', RPC_URL: inject('rpcUrl'), CHAIN_ID: '31337', ...env });
}

export async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (found.length > 0) await redis.del(...found);
    cursor = next;
  } while (cursor !== '0');
}

/**
 * `count` API nodes sharing one fresh database and one Redis (each with its own connection, as
 * separate processes would have), built like the launcher builds them.
 */
export async function startNodes(
  options: { count?: number; env?: Record<string, string> } = {},
): Promise<Nodes> {
  const database = await createTestDatabase();
  const config = testConfig(options.env);
  await seedSite(database.db, config);
  const prefix = testPrefix();
  const inspect = new Redis(REDIS_URL);
  const clients: Redis[] = [];
  const nodes: FastifyInstance[] = [];
  for (let i = 0; i < (options.count ?? 2); i++) {
    const redis = prefixedRedis(prefix);
    clients.push(redis);
    const chain = createChainClient({
      rpcUrl: inject('rpcUrl'),
      chainId: config.chainId,
      name: config.chainName,
    });
    const app = await buildApp(config, { db: database.db, chain, redis });
    await app.ready();
    nodes.push(app);
  }
  return {
    nodes,
    db: database.db,
    config,
    prefix,
    inspect,
    async keys(pattern) {
      const found: string[] = [];
      let cursor = '0';
      do {
        const [next, batch] = await inspect.scan(cursor, 'MATCH', `${prefix}${pattern}`, 'COUNT', 500);
        found.push(...batch.map((key) => key.slice(prefix.length)));
        cursor = next;
      } while (cursor !== '0');
      return found;
    },
    async close() {
      for (const app of nodes) await app.close();
      for (const client of clients) await client.quit().catch(() => client.disconnect());
      await deleteKeys(inspect, prefix);
      await inspect.quit();
      await database.close();
    },
  };
}
