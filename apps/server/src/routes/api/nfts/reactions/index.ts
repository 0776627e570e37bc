import {
  ErrorBodySchema,
  LikedAssetsParamsSchema,
  LikedAssetsQuerySchema,
  LikedAssetsResponseSchema,
  NftParamsSchema,
  NftReactionsResponseSchema,
  ReactionBatchBodySchema,
  ReactionBatchResponseSchema,
  ReactionChainQuerySchema,
  ReactionUpdateBodySchema,
  ReactionUpdateQuerySchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemEventId, publishAfterCommit } from '../../../../infra/live/publish-after-commit.ts';
import { NotSignedInError } from '../../../../services/auth/auth-errors.ts';
import { createReadContext } from '../../../../services/catalogue/read/read-context.ts';
import { addBestOffers } from '../../../../services/offers/best-offers.ts';
import {
  batchReactionCounts,
  getNftReactions,
  likedAssets,
  updateNftReaction,
} from '../../../../services/reactions/reaction-service.ts';
import { reactionUpdateInput } from './update-input.ts';

const tags = ['reactions'];
const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

// Static segments ('reactions', 'account', 'batch', 'update') win over /nfts/:token/:id in Fastify's router.
const reactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createReadContext({
    db: app.db,
    chainId: app.chain.chainId,
    config: app.config,
    changeFeed: app.changeFeed,
  });
  const offerDeps = { db: app.db, chain: app.chain, config: app.config, read: ctx };

  // GET, and the spec's POST variant for clients that send a body with every call: the same read.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/:token/:id',
      schema: {
        tags,
        summary: "An item's reaction counts by type, with the caller's own when signed in",
        params: NftParamsSchema,
        querystring: ReactionChainQuerySchema,
        response: { 200: NftReactionsResponseSchema, ...errors },
      },
      handler: async (request) => {
        const session = await request.loadSession();
        const data = await getNftReactions(
          ctx,
          { ...request.params, chainId: request.query.chainId },
          session?.account ?? null,
        );
        return { data };
      },
    });
  }

  app.post(
    '/update/:token/:id',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary:
          "Toggles the caller's like or love (or sets it with `active`); needs a linked X account. chainId, type and active in the query (the spec's form) or the JSON body; in both, they must agree",
        params: NftParamsSchema,
        querystring: ReactionUpdateQuerySchema,
        body: ReactionUpdateBodySchema,
        response: { 200: NftReactionsResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      if (!request.session) throw new NotSignedInError();
      const { chainId, type, active } = reactionUpdateInput(request.query, request.body);
      const data = await updateNftReaction(ctx, { ...request.params, chainId }, request.session.account, {
        type,
        active,
      });
      publishAfterCommit(app.live, {
        type: 'reaction',
        target: 'item',
        id: itemEventId(data.tokenAddress, data.tokenId),
      });
      return { data };
    },
  );

  app.post(
    '/batch',
    {
      config: { reads: true },
      schema: {
        tags,
        summary: 'Reaction totals for up to 100 (tokenAddress, tokenId) pairs in one call',
        body: ReactionBatchBodySchema,
        response: { 200: ReactionBatchResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const items = await batchReactionCounts(ctx, request.body);
      return { data: { items, total: items.length } };
    },
  );

  app.get(
    '/account/:account/nfts',
    {
      schema: {
        tags,
        summary: 'Items an account liked, newest first, optionally of one collection',
        params: LikedAssetsParamsSchema,
        querystring: LikedAssetsQuerySchema,
        response: { 200: LikedAssetsResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const page = await likedAssets(ctx, request.params.account, request.query);
      // The offers area adds each item's best offer to the catalogue's prices (decision 0091).
      await addBestOffers(offerDeps, page.prices, request.log);
      return { data: page };
    },
  );
};

export default reactionsRoutes;
