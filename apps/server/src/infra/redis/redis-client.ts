import { Redis } from 'ioredis';

/**
 * One connection for commands. Pub/sub needs connections of its own (a subscribed connection takes
 * no other commands), which `duplicate()` makes with the same options.
 *
 * Requests must not wait forever on a Redis that went away: a command fails after a few retries
 * rather than queueing, and the error handler turns that into a 503 like a database outage.
 */
export function createRedis(url: string, options: { keyPrefix?: string } = {}): Redis {
  return new Redis(url, {
    ...options,
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    enableAutoPipelining: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}

/** Fails start-up with the variable's name when Redis does not answer. */
export async function checkRedis(redis: Redis): Promise<void> {
  try {
    await redis.ping();
  } catch (error) {
    throw new Error(`REDIS_URL: Redis did not answer (${(error as Error).message})`);
  }
}

export type { Redis };
