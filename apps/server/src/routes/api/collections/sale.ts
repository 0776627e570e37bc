import {
  CollectionRefParamsSchema,
  ErrorBodySchema,
  SaleQuerySchema,
  SaleResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadContext } from '../../../services/catalogue/read/read-context.ts';
import { createSaleChainReader } from '../../../services/sale/sale-chain.ts';
import { getSale } from '../../../services/sale/sale-service.ts';

/** The mint page's data (decision 0025); beside the collection routes, under the same path. */
const saleRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = {
    read: createReadContext({ db: app.db, chainId: app.chain.chainId, config: app.config }),
    chain: createSaleChainReader(app.chain),
  };

  app.get(
    '/:token/sale',
    {
      schema: {
        tags: ['sale'],
        summary: "A collection's sale stage, price and supply; with `account`, its eligibility and proof",
        params: CollectionRefParamsSchema,
        querystring: SaleQuerySchema,
        response: {
          200: SaleResponseSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => ({ data: await getSale(ctx, request.params.token, request.query.account) }),
  );
};

export default saleRoutes;
