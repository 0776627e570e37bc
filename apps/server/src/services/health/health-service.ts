import type { HealthResponse } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import type { ChainClient } from '../../chain/chain-client.ts';
import type { Db } from '../../db/client.ts';

type Check = HealthResponse['data']['database'];

async function timed(probe: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  try {
    await probe();
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    // A short reason helps an operator; driver details stay in the logs.
    const reason = error instanceof Error ? error.name : 'Error';
    return {
      ok: false,
      latencyMs: Math.round(performance.now() - started),
      error: `unreachable (${reason})`,
    };
  }
}

export async function checkHealth(db: Db, chain: ChainClient): Promise<HealthResponse['data']> {
  const [database, chainCheck] = await Promise.all([
    timed(() => db.execute(sql`select 1`)),
    timed(async () => {
      const id = await chain.public.getChainId();
      if (id !== chain.chainId) throw new Error(`chain id ${id}`);
    }),
  ]);
  return { status: database.ok && chainCheck.ok ? 'ok' : 'degraded', database, chain: chainCheck };
}
