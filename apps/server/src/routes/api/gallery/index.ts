import {
  ErrorBodySchema,
  GalleryCountQuerySchema,
  GalleryCountResponseSchema,
  GalleryListBodySchema,
  GalleryListQuerySchema,
  GalleryListResponseSchema,
  GalleryReactionBodySchema,
  GalleryReactionParamsSchema,
  GalleryReactionResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotSignedInError } from '../../../services/auth/auth-errors.ts';
import { readGalleryCount, readGalleryPage } from '../../../services/gallery/gallery-page.ts';
import { updateSubmissionLove } from '../../../services/gallery/submission-reaction.ts';

const tags = ['gallery'];

const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const isAdmin = (account: string | undefined) =>
    account !== undefined && app.config.adminAccounts.has(account.toLowerCase());

  app.get(
    '/gallery/all',
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
      const data = await readGalleryPage(app.db, request.query, {
        viewer: session?.account ?? null,
        isAdmin: isAdmin(session?.account),
      });
      return { data };
    },
  );

  // The spec's POST variant names the viewer in the body; a signed-in session wins over it.
  app.post(
    '/gallery/all',
    {
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
      const data = await readGalleryPage(app.db, request.query, {
        viewer: session?.account ?? request.body?.userReactionData?.account ?? null,
        isAdmin: isAdmin(session?.account),
      });
      return { data };
    },
  );

  app.get(
    '/gallery/count',
    {
      schema: {
        tags,
        summary:
          'How many submissions the gallery shows (disabled ones counted for administrators with showDisabled); tokenAddress + tokenId (both) for one Guardian',
        querystring: GalleryCountQuerySchema,
        response: { 200: GalleryCountResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const session = request.query.showDisabled ? await request.loadSession() : null;
      const count = await readGalleryCount(app.db, request.query, isAdmin(session?.account));
      return { data: { count } };
    },
  );

  app.post(
    '/gallery/reaction/:id',
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
      return { data };
    },
  );
};

export default galleryRoutes;
