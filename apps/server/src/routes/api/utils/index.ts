import { ErrorBodySchema, EtherPriceQuerySchema, EtherPriceResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEtherPriceReader } from '../../../services/trading/ether-price.ts';

const utilsRoutes: FastifyPluginAsyncZod = async (app) => {
  const etherPrice = createEtherPriceReader({ db: app.db, chain: app.chain, config: app.config });
  // The document names this site's chain, the only one it reads a feed on (another is WRONG_CHAIN).
  const query = EtherPriceQuerySchema.extend({
    chainId: EtherPriceQuerySchema.shape.chainId.meta({ enum: [app.config.chainId] }),
  });

  app.get(
    '/ether-price',
    {
      schema: {
        tags: ['trading'],
        summary:
          "ETH in USD from the chain's price feed (latest round, cached 30 s); 400 for a chainId other than this site's chain, 503 while no feed is configured or the chain cannot be read",
        querystring: query,
        response: { 200: EtherPriceResponseSchema, 400: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await etherPrice.read(request.query.chainId) }),
  );
};

export default utilsRoutes;
