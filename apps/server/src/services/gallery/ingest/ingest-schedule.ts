import type { Db } from '../../../db/client.ts';
import { lockConnectionOf, runWhileLocked } from '../../../indexer/locked-work.ts';
import type { Logger } from '../../../lib/logger.ts';
import { IngestBusyError, XRateLimitedError, XUnavailableError } from './ingest-errors.ts';
import type { XIngestRunner } from './ingest-runner.ts';

export interface IngestSchedule {
  stop(): Promise<void>;
}

/** The advisory lock of the periodic pass (one per database). */
const X_INGEST_LOCK = 'guardians:x-ingest';

/**
 * X_INGEST_INTERVAL_SECONDS > 0: a pass at start, then one `intervalSeconds` after each pass ends, so
 * passes never overlap however long one takes. A failed pass is logged and the next one still comes.
 */
function startIngestSchedule(runner: XIngestRunner, intervalSeconds: number, log: Logger): IngestSchedule {
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const tick = () => {
    timer = undefined;
    running = runner
      .run()
      .then(
        (result) => log.debug(result, 'periodic X ingestion pass'),
        (error: unknown) => logFailure(log, error, stopped),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) timer = later(tick, intervalSeconds * 1000);
      });
  };
  timer = later(tick, 0);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

/**
 * The periodic pass of a site with several API processes: only the process holding the X ingestion
 * lock runs the schedule, the others wait and one takes over when it stops or dies (decision 0051).
 * Its own lock, not the indexer's: the indexer may run in a process that serves no API at all.
 */
export function startLockedIngestSchedule(
  db: Db,
  runner: XIngestRunner,
  intervalSeconds: number,
  log: Logger,
): IngestSchedule {
  return runWhileLocked(
    {
      connection: lockConnectionOf(db),
      name: X_INGEST_LOCK,
      applicationName: 'guardians-x-ingest',
      label: 'the X ingestion lock',
      logger: log,
    },
    () => startIngestSchedule(runner, intervalSeconds, log),
  );
}

/** The timer alone must not keep the process alive; the HTTP server does that. */
function later(fn: () => void, ms: number): NodeJS.Timeout {
  const timer = setTimeout(fn, ms);
  timer.unref();
  return timer;
}

function logFailure(log: Logger, error: unknown, stopping: boolean): void {
  if (stopping) return; // the pass was aborted because the server is closing
  if (error instanceof IngestBusyError) log.info('periodic X ingestion skipped: a pass is running');
  else if (error instanceof XRateLimitedError)
    log.info({ resetAt: error.resetAt.toISOString() }, 'periodic X ingestion waits for X rate limit');
  else if (error instanceof XUnavailableError)
    log.warn({ reason: error.reason, detail: error.detail }, 'periodic X ingestion failed: X unavailable');
  else log.error({ err: error }, 'periodic X ingestion failed');
}
