import type { FastifyInstance } from 'fastify';
import { sweepSignInLeftovers } from '../services/auth/sign-in-sweep.ts';
import { sweepLapsedSignUps } from '../services/newsletter/newsletter-sweep.ts';

/** What anonymous calls left behind is removed this often (decisions 0076 and 0078). */
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Each API node sweeps on its own timer: the statements are idempotent deletes of lapsed rows, so
 * two nodes sweeping at once only find less to do. A failure is a warning; the next pass retries.
 */
export function registerSweeps(app: FastifyInstance): void {
  const sweeps: [string, () => Promise<unknown>][] = [
    ['sign-in sweep failed', () => sweepSignInLeftovers(app.db)],
    ['newsletter sweep failed', () => sweepLapsedSignUps(app.db)],
  ];
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    const run = () => {
      for (const [failed, sweep] of sweeps) sweep().catch((err: unknown) => app.log.warn({ err }, failed));
    };
    timer = setInterval(run, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
