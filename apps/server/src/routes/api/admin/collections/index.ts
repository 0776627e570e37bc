import {
  AddCollectionBodySchema,
  AddCollectionResponseSchema,
  CollectionRefParamsSchema,
  CollectionSettingsBodySchema,
  ErrorBodySchema,
} from '@guardians/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishAfterCommit } from '../../../../infra/live/publish-after-commit.ts';
import {
  makeDefaultCollection,
  saveCollectionSettings,
  settingsOf,
} from '../../../../services/catalogue/collection-settings.ts';
import { addCollectionByAddress } from '../../../../services/catalogue/indexing/add-collection.ts';
import { findCollection } from '../../../../services/catalogue/read/collection-lookup.ts';
import { presentCollections } from '../../../../services/catalogue/read/collection-view.ts';
import { createReadContext } from '../../../../services/catalogue/read/read-context.ts';

/** Operator actions; every route needs collections:edit (decisions 0020, 0082). */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = createReadContext({ db: app.db, chainId: app.chain.chainId, config: app.config });
  const collectionOf = (request: FastifyRequest) =>
    findCollection(read, (request.params as { token: string }).token, undefined);
  const present = async (row: Awaited<ReturnType<typeof collectionOf>>) => {
    const [view] = await presentCollections(read, [row], { withPresale: true, withTotalSupply: true });
    publishAfterCommit(app.live, { type: 'catalogue', collectionId: row.id });
    return { data: view as NonNullable<typeof view> };
  };
  const answers = {
    200: AddCollectionResponseSchema,
    400: ErrorBodySchema,
    401: ErrorBodySchema,
    403: ErrorBodySchema,
    404: ErrorBodySchema,
  };

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

  app.put(
    '/:token',
    {
      config: {
        auth: 'collections:edit',
        audit: {
          action: 'collections.update',
          before: async (request) => settingsOf(await collectionOf(request)),
        },
      },
      schema: {
        tags: ['admin'],
        summary:
          "Edits a collection's slug, description, images and presale link (409 COLLECTION_SLUG_TAKEN when another has the slug)",
        params: CollectionRefParamsSchema,
        body: CollectionSettingsBodySchema,
        response: { ...answers, 409: ErrorBodySchema },
      },
    },
    async (request) =>
      present(await saveCollectionSettings(app.db, await collectionOf(request), request.body)),
  );

  app.put(
    '/:token/default',
    {
      config: { auth: 'collections:edit', audit: { action: 'collections.default' } },
      schema: {
        tags: ['admin'],
        summary: "Makes the collection the chain's default (the one single mode shows)",
        params: CollectionRefParamsSchema,
        response: answers,
      },
    },
    async (request) => present(await makeDefaultCollection(app.db, await collectionOf(request))),
  );
};

export default adminRoutes;
