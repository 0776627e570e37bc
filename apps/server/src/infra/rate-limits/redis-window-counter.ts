import type { Redis } from '../redis/redis-client.ts';
import type { WindowCount, WindowCounter } from './window-counter.ts';

const RATE_LIMIT_KEY_PREFIX = 'guardians:rl:';

type ExecReplies = Array<[error: Error | null, result: unknown]> | null;

/** The replies of a MULTI, or its first error (a failed command fails the count, never a guess). */
function repliesOf(replies: ExecReplies): unknown[] {
  if (!replies) throw new Error('Redis discarded the rate-limit transaction');
  return replies.map(([error, result]) => {
    if (error) throw error;
    return result;
  });
}

/**
 * The counter API nodes share (REDIS_URL): one key per bucket and client, counted in Redis, so the
 * 429 comes after `max` requests whichever nodes served them. Fixed windows as in PostgreSQL: the
 * first hit creates the key with the window as its expiry (SET NX PX), INCR keeps that expiry, and
 * both run in one MULTI, so a key can never be left counting without an end. Nothing is held in
 * memory: there is nothing to flush and a node's crash loses no hit.
 */
export class RedisWindowCounter implements WindowCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = RATE_LIMIT_KEY_PREFIX,
  ) {}

  start(): void {}

  async stop(): Promise<void> {}

  async flush(): Promise<void> {}

  async hit(bucket: string, key: string, windowMs: number, now = Date.now()): Promise<WindowCount> {
    const id = this.keyOf(bucket, key);
    const window = Math.max(1, Math.round(windowMs));
    const [, hits, ttl] = repliesOf(
      await this.redis.multi().set(id, 0, 'PX', window, 'NX').incr(id).pttl(id).exec(),
    );
    return { hits: Number(hits), resetAt: now + Math.max(0, Number(ttl)) };
  }

  async peek(bucket: string, key: string, windowMs: number, now = Date.now()): Promise<WindowCount> {
    const id = this.keyOf(bucket, key);
    const [hits, ttl] = repliesOf(await this.redis.multi().get(id).pttl(id).exec());
    // No key: no hit in a running window; a hit now would open one of `windowMs`.
    if (hits === null || Number(ttl) < 0) return { hits: 0, resetAt: now + windowMs };
    return { hits: Number(hits), resetAt: now + Number(ttl) };
  }

  private keyOf(bucket: string, key: string): string {
    return `${this.prefix}${bucket}:${key}`;
  }
}
