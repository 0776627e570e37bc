import { AddCollectionBodySchema, AddCollectionResponseSchema, ErrorBodySchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishAfterCommit } from '../../../../infra/live/publish-after-commit.ts';
import { addCollectionByAddress } from '../../../../services/catalogue/indexing/add-collection.ts';
import { presentCollections } from '../../../../services/catalogue/read/collection-view.ts';
import { createReadContext } from '../../../../services/catalogue/read/read-context.ts';

/** Operator actions; every route needs collections:edit (decisions 0020, 0082). */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = createReadContext({ db: app.db, chainId: app.chain.chainId, config: app.config });

  app.post(
    '/',
    {
      config: { auth: 'collections:edit', audit: { action: 'collections.add' } },
      schema: {
        tags: ['admin'],
        summary:
          'List a deployed ERC-721 collection by address (400 NOT_A_CONTRACT when no contract is there); the indexer backfills it in the background',
        body: AddCollectionBodySchema,
        response: {
          201: AddCollectionResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const row = await addCollectionByAddress({ db: app.db, chain: app.chain }, request.body);
      const [view] = await presentCollections(read, [row], { withPresale: true, withTotalSupply: true });
      publishAfterCommit(app.live, { type: 'catalogue', collectionId: row.id });
      reply.code(201);
      return { data: view as NonNullable<typeof view> };
    },
  );
};

export default adminRoutes;
