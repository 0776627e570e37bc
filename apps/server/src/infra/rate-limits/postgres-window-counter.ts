import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outsideRequestTransaction } from '../../db/request-transaction.ts';
import { rateLimitHits } from '../../db/schema/index.ts';
import type { WindowCount, WindowCounter } from './window-counter.ts';
import { loadWindow, type StoredWindow, writeHits } from './window-repository.ts';

interface Window {
  hits: number;
  startedAt: number;
  endsAt: number;
  /** Hits counted here and not yet added to the table. */
  unflushed: number;
}

const FLUSH_EVERY_MS = 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
const MEMORY_LIMIT = 100_000;

/**
 * The single-process counter (no REDIS_URL): counting happens in memory, as fast as before; a key's
 * window is read from `rate_limit_hits` the first time this process sees it, and hits are added to
 * the table every second and on close. A crash forgets at most the last second of hits; a restart
 * no longer resets anyone's quota.
 */
export class PostgresWindowCounter implements WindowCounter {
  private readonly windows = new Map<string, Window>();
  private readonly loading = new Map<string, Promise<Window>>();
  private flushTimer: NodeJS.Timeout | undefined;
  private lastPrune = Date.now();
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  start(): void {
    this.flushTimer ??= setInterval(() => void this.flush().catch(() => undefined), FLUSH_EVERY_MS);
    this.flushTimer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.flushTimer);
    this.flushTimer = undefined;
    await this.flush();
  }

  /** Counts one hit for `key` in `bucket` and answers the window's total so far. */
  async hit(bucket: string, key: string, windowMs: number, now = Date.now()): Promise<WindowCount> {
    return countHit(await this.window(bucket, key, windowMs, now));
  }

  /** `hit` at once for a window this process holds; undefined when it must be read first. */
  hitNow(bucket: string, key: string, _windowMs: number, now = Date.now()): WindowCount | undefined {
    const window = this.windows.get(`${bucket}\u0000${key}`);
    return window && window.endsAt > now ? countHit(window) : undefined;
  }

  /** The window's total without counting a hit. */
  async peek(bucket: string, key: string, windowMs: number, now = Date.now()): Promise<WindowCount> {
    const window = await this.window(bucket, key, windowMs, now);
    return { hits: window.hits, resetAt: window.endsAt };
  }

  /** Adds the hits counted since the last flush to the table (one statement for all keys). */
  flush(): Promise<void> {
    // Counts shared by every request must not commit or roll back with the one that flushes them.
    this.flushing = this.flushing.then(() => outsideRequestTransaction(() => this.flushNow()));
    return this.flushing;
  }

  private async flushNow(): Promise<void> {
    const pending: StoredWindow[] = [];
    const taken: Array<[Window, number]> = [];
    for (const [id, window] of this.windows) {
      if (window.unflushed === 0) continue;
      const [bucket, key] = splitId(id);
      pending.push({
        bucket,
        key,
        hits: window.unflushed,
        startedAt: window.startedAt,
        endsAt: window.endsAt,
      });
      taken.push([window, window.unflushed]);
    }
    if (pending.length > 0) {
      await writeHits(this.db, pending);
      for (const [window, flushed] of taken) window.unflushed -= flushed;
    }
    const now = Date.now();
    if (this.windows.size > MEMORY_LIMIT) this.forgetEnded(now);
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await this.db
        .delete(rateLimitHits)
        .where(lt(rateLimitHits.windowEndsAt, sql`now() - interval '1 hour'`));
    }
  }

  private forgetEnded(now: number): void {
    for (const [id, window] of this.windows) {
      if (window.endsAt <= now && window.unflushed === 0) this.windows.delete(id);
    }
  }

  private async window(bucket: string, key: string, windowMs: number, now: number): Promise<Window> {
    const id = `${bucket}\u0000${key}`;
    const known = this.windows.get(id);
    if (known && known.endsAt > now) return known;
    if (known) {
      // The window ended: its last hits go to the table first, then the key starts over from there.
      if (known.unflushed > 0) await this.flush();
      if (this.windows.get(id) === known) this.windows.delete(id);
    }
    let load = this.loading.get(id);
    if (!load) {
      load = this.loadFromTable(bucket, key, windowMs, now).finally(() => this.loading.delete(id));
      this.loading.set(id, load);
    }
    const loaded = await load;
    return this.windows.get(id) ?? loaded;
  }

  private async loadFromTable(bucket: string, key: string, windowMs: number, now: number): Promise<Window> {
    const stored = await outsideRequestTransaction(() => loadWindow(this.db, bucket, key));
    const window: Window =
      stored && stored.endsAt > now
        ? { hits: stored.hits, startedAt: stored.startedAt, endsAt: stored.endsAt, unflushed: 0 }
        : { hits: 0, startedAt: now, endsAt: now + windowMs, unflushed: 0 };
    this.windows.set(`${bucket}\u0000${key}`, window);
    return window;
  }
}

function countHit(window: Window): WindowCount {
  window.hits += 1;
  window.unflushed += 1;
  return { hits: window.hits, resetAt: window.endsAt };
}

function splitId(id: string): [string, string] {
  const at = id.indexOf('\u0000');
  return [id.slice(0, at), id.slice(at + 1)];
}
