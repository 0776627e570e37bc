import { HealthResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from '../../../services/health/health-service.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['operations'],
        summary: 'Whether the database and the chain answer (503 when either does not)',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      const data = await checkHealth(app.db, app.chain);
      return reply.status(data.status === 'ok' ? 200 : 503).send({ data });
    },
  );
};

export default healthRoutes;
