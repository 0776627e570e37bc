import {
  CollectionRefParamsSchema,
  ErrorBodySchema,
  TraitRootQuerySchema,
  TraitRootResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadContext } from '../../../services/catalogue/read/read-context.ts';
import { getTraitRoot } from '../../../services/offers/offer-reads.ts';

/**
 * The root a trait offer signs, from the same indexed traits POST /api/offers checks it against: the
 * browser never builds it, so the two cannot disagree (decision 0089).
 */
const traitRootRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = createReadContext({ db: app.db, chainId: app.chain.chainId, config: app.config });

  app.get(
    '/trait-root/:token',
    {
      schema: {
        tags: ['offers'],
        summary:
          "The Merkle root of the collection's live items carrying the trait (`traitType`, `traitValue`) and how " +
          'many they are: what a trait offer signs as `traitRoot`. The collection by address or slug; 404 ' +
          'TRAIT_UNKNOWN when no live item has the trait',
        params: CollectionRefParamsSchema,
        querystring: TraitRootQuerySchema,
        response: { 200: TraitRootResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async ({ params, query }) => ({
      data: await getTraitRoot(read, app.chain.chainId, params.token, {
        type: query.traitType,
        value: query.traitValue,
      }),
    }),
  );
};

export default traitRootRoutes;
