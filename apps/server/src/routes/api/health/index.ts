import { HealthResponseSchema, ReadyResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkReadiness, liveness } from '../../../services/health/health-service.ts';

/**
 * The probes a process manager and a load balancer use (docs/operations.md). Both skip the rate
 * limit (a busy site must not fail its own probes) and say `no-store`: they describe this moment, and
 * nothing in front (a CDN, a browser) may answer them from a cache.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // app.close() (the launcher's SIGTERM step) runs preClose before it stops accepting connections:
  // from then on readiness says 'draining' on the connections still open.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });

  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['operations'],
        summary: 'Liveness: 200 while the process serves requests (no dependency is checked)',
        response: { 200: HealthResponseSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ data: liveness() }),
  );

  app.get(
    '/ready',
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

export default healthRoutes;
