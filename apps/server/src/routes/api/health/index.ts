import { HealthResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveness } from '../../../services/health/health-service.ts';

/**
 * Liveness, the probe a process manager uses (docs/operations.md; readiness is in ../ready). It skips
 * the rate limit (a busy site must not fail its own probes) and says `no-store`: it describes this
 * moment, and nothing in front (a CDN, a browser) may answer it from a cache.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
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
};

export default healthRoutes;
