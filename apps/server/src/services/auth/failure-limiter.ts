import type { WindowCounter } from '../../infra/rate-limits/window-counter.ts';

/**
 * Counts failures (sign-ins, portal passphrases) per key in a fixed window, through the persistent
 * window counter so a restart does not wipe them.
 */
export class FailureLimiter {
  constructor(
    private readonly counter: WindowCounter,
    private readonly bucket: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  async blockedFor(key: string, now = Date.now()): Promise<number> {
    const { hits, resetAt } = await this.counter.peek(this.bucket, key, this.windowMs, now);
    return hits >= this.max ? Math.max(1, Math.ceil((resetAt - now) / 1000)) : 0;
  }

  async fail(key: string, now = Date.now()): Promise<void> {
    await this.counter.hit(this.bucket, key, this.windowMs, now);
  }
}
