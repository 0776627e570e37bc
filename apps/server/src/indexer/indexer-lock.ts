import type pg from 'pg';
import type { Indexer } from './indexer.ts';
import type { IndexerLogger } from './indexer-logger.ts';
import { type LockedWork, runWhileLocked } from './locked-work.ts';

/** What pg_stat_activity shows for the lock's connection. */
export const INDEXER_APPLICATION_NAME = 'guardians-indexer';

/**
 * One lock per chain (decision 0051): indexers of different chains on one database never touch the
 * same rows, so they need not wait for each other.
 */
export function indexerLockName(chainId: number): string {
  return `guardians:indexer:${chainId}`;
}

export interface LockedIndexerOptions {
  indexer: Pick<Indexer, 'start' | 'stop'>;
  chainId: number;
  /** The database the indexer writes to; the lock takes a connection of its own there. */
  connection: pg.ClientConfig;
  logger: IndexerLogger;
  /** Called each time indexing begins (at start, or on taking over from another process). */
  onStarted?: () => void;
  retryMs?: number;
  heartbeatMs?: number;
  queryTimeoutMs?: number;
}

/**
 * The indexer runs only in the process that holds the chain's indexer lock: `npm run indexer` and
 * `npm start`'s built-in indexer alike, so a second one waits, and takes over within about a second
 * of the first one's connection closing. stop() stops indexing and releases the lock.
 */
export function runIndexerWhileLocked(options: LockedIndexerOptions): LockedWork {
  const { indexer } = options;
  return runWhileLocked(
    {
      connection: options.connection,
      name: indexerLockName(options.chainId),
      applicationName: INDEXER_APPLICATION_NAME,
      label: 'the indexer lock',
      logger: options.logger,
      retryMs: options.retryMs,
      heartbeatMs: options.heartbeatMs,
      queryTimeoutMs: options.queryTimeoutMs,
    },
    () => {
      indexer.start();
      options.onStarted?.();
      return { stop: () => indexer.stop() };
    },
  );
}
