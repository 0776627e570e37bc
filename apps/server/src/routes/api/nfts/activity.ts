import {
  ErrorBodySchema,
  ItemActivityQuerySchema,
  ItemActivityResponseSchema,
  NftParamsSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadContext } from '../../../services/catalogue/read/read-context.ts';
import { getItemActivity } from '../../../services/trading/item-activity.ts';

const nftActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createReadContext({ db: app.readDb, chainId: app.chain.chainId, config: app.config });

  app.get(
    '/:token/:id/activity',
    {
      schema: {
        tags: ['nfts'],
        summary: "A live token's mints, transfers, listings, cancels and sales, newest first",
        params: NftParamsSchema,
        querystring: ItemActivityQuerySchema,
        response: { 200: ItemActivityResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const { offset, limit, chainId } = request.query;
      return { data: await getItemActivity(ctx, { ...request.params, chainId }, { offset, limit }) };
    },
  );
};

export default nftActivityRoutes;
