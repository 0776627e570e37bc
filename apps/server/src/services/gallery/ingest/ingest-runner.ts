import type { GalleryIngestResult } from '@guardians/shared';
import type { XIngestConfig } from '../../../config/x-ingest.ts';
import type { Db } from '../../../db/client.ts';
import type { Storage } from '../../../infra/storage/storage.ts';
import type { Logger } from '../../../lib/logger.ts';
import { IngestBusyError, IngestNotConfiguredError, XRateLimitedError } from './ingest-errors.ts';
import { type IngestTimeouts, runIngestPass } from './ingest-pass.ts';

export interface IngestRunnerDeps {
  db: Db;
  storage: Storage;
  log: Logger;
  x: XIngestConfig;
  maxPixels: number;
  timeouts?: Partial<IngestTimeouts>;
}

const DEFAULT_TIMEOUTS: IngestTimeouts = { apiMs: 20_000, imageMs: 30_000, videoMs: 120_000 };

/**
 * Runs ingestion passes for one server process: the administrator's button and the periodic pass
 * share it, so they never overlap. It remembers X's rate-limit reset and stops a running pass when
 * the server closes.
 */
export class XIngestRunner {
  private current: Promise<GalleryIngestResult> | undefined;
  private rateLimitedUntil = 0;
  private readonly closing = new AbortController();
  private readonly timeouts: IngestTimeouts;

  constructor(private readonly deps: IngestRunnerDeps) {
    this.timeouts = { ...DEFAULT_TIMEOUTS, ...deps.timeouts };
  }

  get configured(): boolean {
    return Boolean(this.deps.x.bearerToken && this.deps.x.hashtag);
  }

  /** One pass; IngestBusyError while another runs, XRateLimitedError before X's reset time. */
  run(): Promise<GalleryIngestResult> {
    const { bearerToken, hashtag } = this.deps.x;
    if (!bearerToken || !hashtag) return Promise.reject(new IngestNotConfiguredError());
    if (this.current) return Promise.reject(new IngestBusyError());
    if (Date.now() < this.rateLimitedUntil)
      return Promise.reject(new XRateLimitedError(new Date(this.rateLimitedUntil)));
    // Taken before the first await, so a second caller in the same tick already sees it.
    const pass = runIngestPass({
      ...this.deps,
      x: { ...this.deps.x, bearerToken, hashtag },
      timeouts: this.timeouts,
      signal: this.closing.signal,
      now: Date.now,
    }).then(({ result, rateLimitedUntil }) => {
      if (rateLimitedUntil) this.rateLimitedUntil = rateLimitedUntil.getTime();
      return result;
    });
    this.current = pass.finally(() => {
      this.current = undefined;
    });
    return this.current;
  }

  /** Stops a running pass (between posts or mid-download) and waits for it to let go. */
  async close(): Promise<void> {
    this.closing.abort(new Error('the server is closing'));
    await this.current?.catch(() => {});
  }
}
