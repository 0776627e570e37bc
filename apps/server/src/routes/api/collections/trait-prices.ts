import {
  ChainIdOnlyQuerySchema,
  CollectionRefParamsSchema,
  ErrorBodySchema,
  TraitPricesResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadContext } from '../../../services/catalogue/read/read-context.ts';
import { getTraitPrices } from '../../../services/offers/trait-prices.ts';

/** The trait filters' floors and top offers (decision 0091); beside the collection routes, under the same path. */
const traitPricesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The catalogue from the read replica when there is one, as the other collection routes read it;
  // offers from the primary, as the offers' own routes read them (a new one shows at once).
  const ctx = createReadContext({ db: app.readDb, chainId: app.chain.chainId, config: app.config });
  const offerDeps = {
    db: app.db,
    chain: app.chain,
    config: app.config,
    read: createReadContext({ db: app.db, chainId: app.chain.chainId, config: app.config }),
  };

  app.get(
    '/:token/trait-prices',
    {
      schema: {
        tags: ['collections'],
        summary:
          "Each trait value's floor (cheapest valid listing among the live items with it) and top offer (the best " +
          'open funded trait offer on it, or collection offer; absent when the chain did not answer in time), ' +
          'for the values that have either',
        params: CollectionRefParamsSchema,
        querystring: ChainIdOnlyQuerySchema,
        response: { 200: TraitPricesResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({
      data: await getTraitPrices(ctx, offerDeps, request.params.token, request.query.chainId, request.log),
    }),
  );
};

export default traitPricesRoutes;
