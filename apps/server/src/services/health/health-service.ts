import type { DependencyCheck, HealthResponse, ReadyResponse } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import type { ChainClient } from '../../chain/chain-client.ts';
import type { Db } from '../../db/client.ts';
import { probeChainClient, withDeadline } from '../../infra/probe-deadline.ts';
import type { Redis } from '../../infra/redis/redis-client.ts';

async function timed(probe: () => Promise<unknown>): Promise<DependencyCheck> {
  const started = performance.now();
  try {
    await withDeadline(probe());
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    // A short reason helps an operator; driver details (hosts, SQL) stay out of a public answer.
    const reason = error instanceof Error ? error.name : 'Error';
    return {
      ok: false,
      latencyMs: Math.round(performance.now() - started),
      error: `unreachable (${reason})`,
    };
  }
}

/** Liveness: the process runs its event loop and serves HTTP. Deliberately checks nothing else. */
export function liveness(): HealthResponse['data'] {
  return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
}

export interface ReadinessDeps {
  db: Db;
  chain: ChainClient;
  redis: Redis | undefined;
  /** True once the node has begun shutting down. */
  draining: boolean;
}

/**
 * Readiness: whether this node should receive traffic. Every dependency is probed at once, each
 * bounded by PROBE_TIMEOUT_MS, so a frozen service fails the probe in about 2 s instead of hanging it.
 * While draining the checks still run (an operator sees why), but the answer is 'draining'.
 */
export async function checkReadiness(deps: ReadinessDeps): Promise<ReadyResponse['data']> {
  const { redis } = deps;
  const [database, chain, redisCheck] = await Promise.all([
    timed(() => deps.db.execute(sql`select 1`)),
    timed(async () => {
      const id = await probeChainClient(deps.chain).getChainId();
      if (id !== deps.chain.chainId) throw new Error(`chain id ${id}`);
    }),
    redis ? timed(() => redis.ping()) : undefined,
  ]);
  const allOk = database.ok && chain.ok && (redisCheck?.ok ?? true);
  const status = deps.draining ? 'draining' : allOk ? 'ok' : 'degraded';
  return { status, database, chain, ...(redisCheck ? { redis: redisCheck } : {}) };
}
