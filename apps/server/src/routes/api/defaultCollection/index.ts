import { ChainIdQuerySchema, DefaultCollectionResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDefaultCollectionAddress } from '../../../services/catalogue/default-collection.ts';

const defaultCollectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['collections'],
        summary: "The default collection's token address on a chain (null until one exists)",
        querystring: ChainIdQuerySchema,
        response: { 200: DefaultCollectionResponseSchema },
      },
    },
    async (request) => {
      const chainId = request.query.chainId ?? app.config.chainId;
      const configured = chainId === app.config.chainId ? app.config.defaultTokenAddress : undefined;
      const tokenAddress = await getDefaultCollectionAddress(app.db, chainId, configured);
      return { data: { tokenAddress: tokenAddress as `0x${string}` | null } };
    },
  );
};

export default defaultCollectionRoutes;
