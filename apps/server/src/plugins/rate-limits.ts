import type { FastifyInstance } from 'fastify';
import { PostgresWindowCounter } from '../infra/rate-limits/postgres-window-counter.ts';
import { RedisWindowCounter } from '../infra/rate-limits/redis-window-counter.ts';
import type { WindowCounter } from '../infra/rate-limits/window-counter.ts';

/**
 * One window counter per app for every limit (the API's per-minute limit, failed sign-ins, portal
 * attempts). With REDIS_URL the API nodes count together in Redis; without it the single process
 * counts in memory, kept in PostgreSQL and flushed on close (decisions 0046, 0048).
 */
export function registerRateLimitCounter(app: FastifyInstance): void {
  const counter: WindowCounter = app.redis
    ? new RedisWindowCounter(app.redis)
    : new PostgresWindowCounter(app.db);
  app.decorate('windowCounter', counter);
  app.addHook('onReady', async () => counter.start());
  app.addHook('onClose', async () => {
    await counter.stop().catch((err: unknown) => app.log.warn({ err }, 'rate-limit counts not saved'));
  });
}
