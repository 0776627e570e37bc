import { ErrorBodySchema, SearchQuerySchema, SearchResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadContext } from '../../../services/catalogue/read/read-context.ts';
import { search } from '../../../services/catalogue/read/search.ts';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createReadContext({ db: app.readDb, chainId: app.chain.chainId, config: app.config });

  app.get(
    '/',
    {
      schema: {
        tags: ['search'],
        summary:
          'Collections by name, slug or address; users by username or address prefix; items by token id, after an optional collection name ("dragon #7", "#7")',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await search(ctx, request.query) }),
  );
};

export default searchRoutes;
