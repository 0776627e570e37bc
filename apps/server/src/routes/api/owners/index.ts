import { OwnersQuerySchema, OwnersResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rankOwners } from '../../../services/owners/owners-ranking.ts';

/** `/nftlover`: the collectors of the site's collection. */
const ownersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/all',
    {
      schema: {
        tags: ['owners'],
        summary: "Holders of the site's collection ranked by tokens held, with their profile",
        querystring: OwnersQuerySchema,
        response: { 200: OwnersResponseSchema },
      },
    },
    async (request) => {
      const ctx = {
        db: app.db,
        chainId: app.chain.chainId,
        defaultTokenAddress: app.config.defaultTokenAddress,
      };
      return { data: await rankOwners(ctx, request.query) };
    },
  );
};

export default ownersRoutes;
