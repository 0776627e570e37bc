import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../src/db/client.ts';
import type { BusyChain } from './indexer-chain.ts';
import { type IndexerProcess, waitFor } from './indexer-process.ts';
import { isCallTo, type RpcProxy, TOTAL_SUPPLY_SELECTOR } from './indexer-rpc-proxy.ts';

export interface Kill {
  phase: string;
  atMs: number;
  mining: boolean;
}

async function killNow(child: IndexerProcess, startedAt: number, phase: string): Promise<Kill> {
  const atMs = Math.round(performance.now() - startedAt);
  child.kill('SIGKILL');
  const { signal } = await child.exited;
  if (signal !== 'SIGKILL') throw new Error(`the indexer exited (${signal}) before the targeted kill`);
  return { phase, atMs, mining: false };
}

/**
 * Beta is behind by new mints and a sale: the indexer commits their ranges, then reads Beta's total
 * supply to store it. That read is held at the RPC proxy and the process killed there.
 */
export async function killAfterRangeBeforeTotalSupply(deps: {
  start: () => IndexerProcess;
  proxy: RpcProxy;
  chain: BusyChain;
}): Promise<Kill> {
  const trap = deps.proxy.trap(isCallTo(deps.chain.beta.address.toLowerCase(), TOTAL_SUPPLY_SELECTOR));
  const startedAt = performance.now();
  const child = deps.start();
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 60_000));
  if ((await Promise.race([trap.sprung, timeout])) === 'timeout') {
    trap.disarm();
    throw new Error("the indexer never read Beta's total supply after its new transfers");
  }
  return killNow(child, startedAt, 'targeted: range committed, total supply not yet stored');
}

/**
 * Alpha is hundreds of blocks behind: once its first range committed (so this pass already marked it
 * backfilling), the test locks Alpha's collections row; the indexer commits the remaining ranges and
 * blocks on its "synced" status update, where it is killed (before the total supply is read, too).
 */
export async function killAfterLastRangeBeforeStatus(deps: {
  start: () => IndexerProcess;
  database: Database & { url: string };
  chain: BusyChain;
}): Promise<Kill> {
  const { db } = deps.database;
  const alpha = deps.chain.alpha.address.toLowerCase();
  const head = await deps.chain.head();
  const cursorOfAlpha = async () => {
    const result = await db.execute<{ last_block: string }>(
      sql`select last_block::text from indexer_cursors where token_address = ${alpha}`,
    );
    return BigInt(result.rows[0]?.last_block ?? -1);
  };
  const before = await cursorOfAlpha();
  const locker = new pg.Client({ connectionString: deps.database.url });
  await locker.connect();
  try {
    const startedAt = performance.now();
    const child = deps.start();
    await waitFor("Alpha's first range", async () => (await cursorOfAlpha()) > before, 30_000, 5);
    await locker.query('begin');
    await locker.query('select 1 from collections where token_address = $1 for update', [alpha]);
    if ((await cursorOfAlpha()) >= head) throw new Error('Alpha reached the head before its row was locked');
    // Watched from the pool, not from the locking transaction: pg_stat_activity read inside a
    // transaction is a snapshot taken at its first read.
    const blockedUpdate = sql`from pg_stat_activity where datname = current_database()
       and wait_event_type = 'Lock' and query ilike 'update "collections"%'`;
    await waitFor(
      'the indexer to wait for the collections row',
      async () => {
        const waiting = await db.execute<{ n: number }>(sql`select count(*)::int as n ${blockedUpdate}`);
        return (waiting.rows[0]?.n ?? 0) > 0;
      },
      30_000,
      10,
    );
    if ((await cursorOfAlpha()) !== head)
      throw new Error('the blocked update is not the one after the last range');
    const kill = await killNow(child, startedAt, 'targeted: last range committed, status not yet synced');
    // The server side of the dead connection would still run the update once the lock goes: end it
    // first, as if the process had died before sending it.
    await db.execute(sql`select pg_terminate_backend(pid) ${blockedUpdate}`);
    return kill;
  } finally {
    await locker.query('rollback').catch(() => undefined);
    await locker.end();
  }
}
