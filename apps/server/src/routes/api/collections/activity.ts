import {
  CollectionActivityQuerySchema,
  CollectionActivityResponseSchema,
  CollectionRefParamsSchema,
  ErrorBodySchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadContext } from '../../../services/catalogue/read/read-context.ts';
import { getCollectionActivity } from '../../../services/trading/collection-activity.ts';

const collectionActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  // A public read: the read replica when there is one, as the collection's other reads.
  const ctx = createReadContext({ db: app.readDb, chainId: app.chain.chainId, config: app.config });

  app.get(
    '/:token/activity',
    {
      schema: {
        tags: ['collections'],
        summary:
          "A collection's activity (by address or slug), newest first: mints, transfers, burns, listings, " +
          'offers, cancels and sales. `kind` keeps some kinds (comma-separated or repeated); `trait` ' +
          '(`type:value`, repeatable; values of a type ORed, types ANDed) keeps events of items with the ' +
          'traits and trait offers on a selected value, and drops collection offers',
        params: CollectionRefParamsSchema,
        querystring: CollectionActivityQuerySchema,
        response: { 200: CollectionActivityResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({
      data: await getCollectionActivity(ctx, request.params.token, request.query),
    }),
  );
};

export default collectionActivityRoutes;
