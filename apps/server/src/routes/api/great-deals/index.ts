import { ErrorBodySchema, GreatDealsQuerySchema, GreatDealsResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadContext } from '../../../services/catalogue/read/read-context.ts';
import { listGreatDeals } from '../../../services/trading/great-deals.ts';

const greatDealsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createReadContext({ db: app.db, chainId: app.chain.chainId, config: app.config });

  app.get(
    '/all',
    {
      schema: {
        tags: ['trading'],
        summary: 'Listed items priced at most 80 % of the floor of their rarest trait value, best first',
        querystring: GreatDealsQuerySchema,
        response: { 200: GreatDealsResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await listGreatDeals(ctx, request.query) }),
  );
};

export default greatDealsRoutes;
