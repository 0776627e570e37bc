export interface WindowCount {
  hits: number;
  /** When the window ends (ms since epoch). */
  resetAt: number;
}

/**
 * Fixed-window hit counts (rate limits, failed sign-ins, portal attempts) that survive a restart:
 * in PostgreSQL for a single process (postgres-window-counter.ts), in Redis when API nodes share
 * one (redis-window-counter.ts), so a client's quota is the same whichever node it reaches.
 */
export interface WindowCounter {
  /** Counts one hit for `key` in `bucket` and answers the window's total so far. */
  hit(bucket: string, key: string, windowMs: number, now?: number): Promise<WindowCount>;
  /**
   * `hit` without a round trip, when the count is already at hand (a window this process holds in
   * memory); undefined otherwise, and then `hit` counts it.
   */
  hitNow?(bucket: string, key: string, windowMs: number, now?: number): WindowCount | undefined;
  /** The window's total without counting a hit. */
  peek(bucket: string, key: string, windowMs: number, now?: number): Promise<WindowCount>;
  /** Saves counts still held in memory (nothing to do where every hit is stored at once). */
  flush(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}
