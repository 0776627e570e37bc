import pg from 'pg';
import type { Db } from '../db/client.ts';
import { type LockSession, openLockSession } from './advisory-lock-session.ts';
import type { IndexerLogger } from './indexer-logger.ts';

/** Work that runs only while its process holds the lock. */
export interface Work {
  /** Resolves once the work in progress has finished. */
  stop(): Promise<void>;
}

export interface LockedWorkOptions {
  connection: pg.ClientConfig;
  /** The advisory lock's name (see LockSessionOptions.name). */
  name: string;
  applicationName: string;
  /** How the log lines call the lock: "the indexer lock". */
  label: string;
  logger: IndexerLogger;
  /** Pause between two tries while another process holds the lock, and between reconnections. */
  retryMs?: number;
  heartbeatMs?: number;
  queryTimeoutMs?: number;
}

export interface LockedWork {
  /** Stops the work if it runs, ends the lock's connection (which releases it) and stops waiting. */
  stop(): Promise<void>;
  /** True while this process holds the lock and its work runs. */
  holding(): boolean;
}

/** The connection settings of the pool behind `db`, for a connection of the lock's own. */
export function lockConnectionOf(db: Db): pg.ClientConfig {
  // drizzle's public handle on the client it was given (createDatabase gives it a pg.Pool).
  const pool: unknown = (db as Db & { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('the database handle is not backed by a pg pool');
  return { ...pool.options };
}

/** Resolves after `ms`, or as soon as one of the signals is aborted. */
function pause(ms: number | null, ...signals: AbortSignal[]): Promise<void> {
  return new Promise((resolve) => {
    const timer = ms === null ? undefined : setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      for (const signal of signals) signal.removeEventListener('abort', done);
      resolve();
    }
    if (signals.some((signal) => signal.aborted)) return done();
    for (const signal of signals) signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Runs `start`'s work while this process holds a session-level advisory lock, and only then: several
 * processes may run this, one works, the others try every `retryMs` and one takes over when the
 * holder's connection ends (a stop, a crash, a kill -9). If this process loses the lock's connection
 * (PostgreSQL restarted, the network failed, a heartbeat went unanswered) the work is stopped before
 * anything else happens and the process goes back to waiting: it never works without the lock.
 */
export function runWhileLocked(options: LockedWorkOptions, start: () => Work | Promise<Work>): LockedWork {
  const { logger, label } = options;
  const retryMs = options.retryMs ?? 1000;
  const stopping = new AbortController();
  let stopCurrent: (() => Promise<void>) | undefined;

  async function waitForLock(session: LockSession): Promise<boolean> {
    let shownHolder: number | undefined;
    while (!stopping.signal.aborted && !session.lost.aborted) {
      if (await session.tryLock()) return true;
      const holder = await session.holder();
      // One line per holder, not one per try.
      if (holder && holder.pid !== shownHolder) {
        shownHolder = holder.pid;
        logger.info(
          {
            holderPid: holder.pid,
            holderApplication: holder.applicationName,
            holderClient: holder.clientAddress,
            holderSince: holder.since?.toISOString() ?? null,
          },
          `waiting for ${label} held by pid ${holder.pid}`,
        );
      }
      await pause(retryMs, stopping.signal, session.lost);
    }
    return false;
  }

  async function workWhileHeld(session: LockSession): Promise<void> {
    logger.info({ lock: options.name }, `holding ${label}`);
    let work: Work;
    try {
      work = await start();
    } catch (err) {
      // The lock goes with the session; the next try starts afresh.
      logger.error({ err }, `${label}: the work did not start`);
      return;
    }
    let stopped: Promise<void> | undefined;
    // Called by stop() at once, or below once the lock is gone; the work stops only once.
    stopCurrent = () => {
      stopped ??= work.stop().catch((err: unknown) => logger.error({ err }, `${label}: stopping failed`));
      return stopped;
    };
    try {
      await pause(null, stopping.signal, session.lost);
      if (session.lost.aborted && !stopping.signal.aborted)
        logger.error({ err: session.lost.reason }, `lost ${label}: stopped until it is held again`);
    } finally {
      await stopCurrent();
      stopCurrent = undefined;
    }
  }

  const done = (async () => {
    let failures = 0;
    while (!stopping.signal.aborted) {
      let session: LockSession | undefined;
      try {
        session = await openLockSession({
          connection: options.connection,
          name: options.name,
          applicationName: options.applicationName,
          heartbeatMs: options.heartbeatMs,
          queryTimeoutMs: options.queryTimeoutMs,
        });
        if (failures > 0) logger.info({ failures }, `${label}: connected again`);
        failures = 0;
        if (await waitForLock(session)) await workWhileHeld(session);
      } catch (err) {
        failures++;
        // While PostgreSQL is down every try fails: the first failure is worth a line, not each one.
        if (failures === 1) logger.warn({ err }, `${label}: no connection, trying again every ${retryMs} ms`);
      } finally {
        await session?.close();
      }
      if (!stopping.signal.aborted) await pause(retryMs, stopping.signal);
    }
  })();

  return {
    holding: () => stopCurrent !== undefined,
    async stop() {
      stopping.abort();
      await stopCurrent?.();
      await done;
    },
  };
}
