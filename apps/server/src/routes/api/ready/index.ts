import { ReadyResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkReadiness } from '../../../services/health/health-service.ts';

/**
 * Readiness, the probe a load balancer uses (docs/operations.md; liveness is in ../health). It skips
 * the rate limit (a busy site must not fail its own probes) and says `no-store`: it describes this
 * moment, and nothing in front (a CDN, a browser) may answer it from a cache.
 */
const readyRoutes: FastifyPluginAsyncZod = async (app) => {
  // app.close() (the launcher's SIGTERM step) runs preClose before it stops accepting connections:
  // from then on readiness says 'draining' on the connections still open.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });

  app.get(
    '/',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['operations'],
        summary:
          'Readiness: 200 when the database, the chain and Redis (if configured) answer; 503 when one does not or the node is shutting down',
        response: { 200: ReadyResponseSchema, 503: ReadyResponseSchema },
      },
    },
    async (_request, reply) => {
      const data = await checkReadiness({ db: app.db, chain: app.chain, redis: app.redis, draining });
      return reply
        .status(data.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ data });
    },
  );
};

export default readyRoutes;
