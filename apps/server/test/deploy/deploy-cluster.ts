import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '@guardians/contracts/anvil';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { type RunningNginx, startNginx } from '../../../../deploy/local/nginx.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { type ApiNodeEntry, ApiNodeProcess, prepareApiNodeEntry } from '../faults/crash-api-node.ts';
import { type CrashWorld, prepareCrashWorld } from '../faults/crash-world.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

/**
 * A Redis database index of this suite's own: the nodes' keys and their live-event channel (which
 * names the index) stay apart from every other test's, and the index is emptied before and after.
 */
export const REDIS_URL = process.env.DEPLOY_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
/** Requests per client address per minute: low enough to exhaust in a second, above any other case's use. */
export const RATE_LIMIT_MAX = 100;
/** Collectors writing in the kill case (crash world users). */
export const WRITERS = 6;

export interface DeployCluster {
  database: Database & { url: string };
  world: CrashWorld;
  rpcUrl: string;
  /** Node A and node B, each reachable directly (its own origin) and behind nginx. */
  a: ApiNodeProcess;
  b: ApiNodeProcess;
  nginx: RunningNginx;
  origin(node: ApiNodeProcess): string;
  /** A fresh process for node B on its port (after a stop), as a process manager would start one. */
  restartB(): Promise<void>;
  /** Every process, database folder and Redis key of the cluster gone; safe to call twice. */
  stop(): Promise<void>;
}

async function emptyRedisIndex(): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

/**
 * The deployment of docs/deployment.md on loopback: a migrated and seeded database (the crash
 * suites' world: collectors with sessions, items, fan art, quests, the coin claim contract), two
 * api-node processes sharing it and Redis, and nginx from deploy/nginx.conf.template in front.
 */
export async function startDeployCluster(): Promise<DeployCluster> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    await emptyRedisIndex();
    cleanups.push(emptyRedisIndex);
    const rpcUrl = inject('rpcUrl');
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const config = loadConfig({ LOG_LEVEL: 'silent', RPC_URL: rpcUrl, CHAIN_ID: '31337' });
    const [world, entry] = await Promise.all([
      prepareCrashWorld(database.db, config, rpcUrl, WRITERS),
      prepareApiNodeEntry(),
    ]);
    cleanups.push(() => entry.remove());
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'guardians-deploy-'));
    await chmod(dataDir, 0o755);
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? os.tmpdir(),
      DATABASE_URL: database.url,
      RPC_URL: rpcUrl,
      CHAIN_ID: '31337',
      REDIS_URL,
      TRUST_PROXY: 'true',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ADMIN_ACCOUNTS: world.admin.account,
      TWITTER_CLIENT_ID: 'deploy-suite',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    };
    const [a, b] = await startNodes(entry, env);
    const processes = [a, b];
    cleanups.push(() => Promise.all(processes.map((node) => node.stop())));
    const nginx = await startNginx({ apiServers: [a, b].map((node) => `127.0.0.1:${node.port}`) });
    cleanups.push(() => nginx.stop());
    const cluster: DeployCluster = {
      database,
      world,
      rpcUrl,
      a,
      b,
      nginx,
      origin: (node) => `http://127.0.0.1:${node.port}`,
      async restartB() {
        await cluster.b.stop();
        const next = new ApiNodeProcess(entry, env, cluster.b.port);
        processes.push(next);
        await next.ready;
        cluster.b = next;
      },
      stop,
    };
    return cluster;
  } catch (error) {
    await stop();
    throw error;
  }
}

async function startNodes(
  entry: ApiNodeEntry,
  env: Record<string, string>,
): Promise<[ApiNodeProcess, ApiNodeProcess]> {
  const nodes = [
    new ApiNodeProcess(entry, env, await findFreePort()),
    new ApiNodeProcess(entry, env, await findFreePort()),
  ] as const;
  try {
    await Promise.all(nodes.map((node) => node.ready));
  } catch (error) {
    await Promise.all(nodes.map((node) => node.killNine()));
    throw error;
  }
  return [nodes[0], nodes[1]];
}
