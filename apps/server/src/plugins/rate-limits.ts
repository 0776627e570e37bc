import type { FastifyInstance } from 'fastify';
import { WindowCounter } from '../services/rate-limits/window-counter.ts';

/**
 * One persistent window counter per app for every limit (the API's per-minute limit, failed
 * sign-ins, portal attempts): counted in memory, kept in PostgreSQL, flushed on close.
 */
export function registerRateLimitCounter(app: FastifyInstance): void {
  const counter = new WindowCounter(app.db);
  app.decorate('windowCounter', counter);
  app.addHook('onReady', async () => counter.start());
  app.addHook('onClose', async () => {
    await counter.stop().catch((err: unknown) => app.log.warn({ err }, 'rate-limit counts not saved'));
  });
}
