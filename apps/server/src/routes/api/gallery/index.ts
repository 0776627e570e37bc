import {
  CountResponseSchema,
  ErrorBodySchema,
  GalleryCountQuerySchema,
  GalleryListBodySchema,
  type GalleryListQuery,
  GalleryListQuerySchema,
  GalleryListResponseSchema,
  GalleryReactionBodySchema,
  GalleryReactionParamsSchema,
  GalleryReactionResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withViewerLoves } from '../../../infra/list-cache/gallery-viewer-loves.ts';
import { galleryFirstPage, galleryTagsFor } from '../../../infra/list-cache/hot-lists.ts';
import { hotListCache } from '../../../infra/list-cache/live-invalidation.ts';
import { publishAfterCommit } from '../../../infra/live/publish-after-commit.ts';
import { NotSignedInError } from '../../../services/auth/auth-errors.ts';
import {
  type GalleryCaller,
  readGalleryCount,
  readGalleryPage,
} from '../../../services/gallery/gallery-page.ts';
import { updateSubmissionLove } from '../../../services/gallery/submission-reaction.ts';

const tags = ['gallery'];

const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = hotListCache(
    { redis: app.redis, live: app.live, readsReplica: app.readDb !== app.db, log: app.log },
    galleryTagsFor,
  );
  app.addHook('onClose', async () => lists.close());

  /**
   * A page from the read database; a first page from the shared cache when there is one, filled
   * as nobody sees it, with the caller's own loves marked afterwards (never cached).
   */
  const galleryPage = async (query: GalleryListQuery, caller: GalleryCaller) => {
    const cached = lists.cache.enabled ? galleryFirstPage(query, query.showDisabled && caller.isAdmin) : null;
    if (!cached) return readGalleryPage(app.readDb, query, caller);
    const anyone = { viewer: null, isAdmin: false };
    const page = await lists.cache.read(cached, () => readGalleryPage(app.readDb, query, anyone));
    return withViewerLoves(app.db, page, caller.viewer);
  };

  app.get(
    '/all',
    {
      schema: {
        tags,
        summary:
          'A page of fan art; sortBy latest | oldest | most_reactions | least_reactions | random (with `seed`); showDisabled for administrators only; tokenAddress + tokenId (both) for one Guardian',
        querystring: GalleryListQuerySchema,
        response: { 200: GalleryListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const session = await request.loadSession();
      const data = await galleryPage(request.query, {
        viewer: session?.account ?? null,
        isAdmin: request.query.showDisabled && (await request.can('submissions:review')),
      });
      return { data };
    },
  );

  // The spec's POST variant names the viewer in the body; a signed-in session wins over it.
  app.post(
    '/all',
    {
      config: { reads: true },
      schema: {
        tags,
        summary:
          'As GET /gallery/all, with `userReactionData.account` marking which items that account loves',
        querystring: GalleryListQuerySchema,
        body: GalleryListBodySchema,
        response: { 200: GalleryListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const session = await request.loadSession();
      const data = await galleryPage(request.query, {
        viewer: session?.account ?? request.body?.userReactionData?.account ?? null,
        isAdmin: request.query.showDisabled && (await request.can('submissions:review')),
      });
      return { data };
    },
  );

  app.get(
    '/count',
    {
      schema: {
        tags,
        summary:
          'How many submissions the gallery shows (disabled ones counted for those who review submissions, with showDisabled); tokenAddress + tokenId (both) for one Guardian',
        querystring: GalleryCountQuerySchema,
        response: { 200: CountResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const canSeeHidden = request.query.showDisabled && (await request.can('submissions:review'));
      const count = await readGalleryCount(app.readDb, request.query, canSeeHidden);
      return { data: count };
    },
  );

  app.post(
    '/reaction/:id',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "Toggles the caller's love (or sets it with `active`); needs a linked X account",
        params: GalleryReactionParamsSchema,
        body: GalleryReactionBodySchema,
        response: {
          200: GalleryReactionResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      if (!request.session) throw new NotSignedInError();
      const data = await updateSubmissionLove(
        app.db,
        request.params.id,
        request.session.account,
        request.body.active,
      );
      publishAfterCommit(app.live, { type: 'reaction', target: 'submission', id: String(request.params.id) });
      return { data };
    },
  );
};

export default galleryRoutes;
