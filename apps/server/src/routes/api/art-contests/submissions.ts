import {
  ContestReactionBodySchema,
  CountResponseSchema,
  ErrorBodySchema,
  GalleryCountQuerySchema,
  GalleryListBodySchema,
  GalleryListQuerySchema,
  GalleryListResponseSchema,
  GalleryReactionResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishAfterCommit } from '../../../infra/live/publish-after-commit.ts';
import { NotSignedInError } from '../../../services/auth/auth-errors.ts';
import { readGalleryCount, readGalleryPage } from '../../../services/gallery/gallery-page.ts';
import { updateSubmissionLove } from '../../../services/gallery/submission-reaction.ts';

const tags = ['art-contests'];

/**
 * The contest's view of the fan art (spec 7). Its entries are the community gallery's submissions
 * (decision 0041), so these routes read and love the same pool through the gallery's services.
 * The segments after /art-contests/ (artist-submission, artist-submission-reaction) never meet
 * /art-contests/gallery/:id in the router.
 */
const artContestsSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/artist-submission/all',
    {
      config: { reads: true },
      schema: {
        tags,
        summary:
          'A page of contest entries (the gallery pool), as POST /gallery/all: `userReactionData.account` marks its loves',
        querystring: GalleryListQuerySchema,
        body: GalleryListBodySchema,
        response: { 200: GalleryListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const session = await request.loadSession();
      const data = await readGalleryPage(app.db, request.query, {
        viewer: session?.account ?? request.body?.userReactionData?.account ?? null,
        isAdmin: request.query.showDisabled && (await request.can('submissions:review')),
      });
      return { data };
    },
  );

  app.get(
    '/artist-submission/count',
    {
      schema: {
        tags,
        summary:
          'How many contest entries are shown (disabled ones for those who review submissions, with showDisabled)',
        querystring: GalleryCountQuerySchema,
        response: { 200: CountResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const canSeeHidden = request.query.showDisabled && (await request.can('submissions:review'));
      const count = await readGalleryCount(app.db, request.query, canSeeHidden);
      return { data: count };
    },
  );

  app.post(
    '/artist-submission-reaction/update',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary:
          "Toggles the caller's love of entry `id` (or sets it with `active`); needs a linked X account",
        body: ContestReactionBodySchema,
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
      const { id, active } = request.body;
      const data = await updateSubmissionLove(app.db, id, request.session.account, active);
      publishAfterCommit(app.live, { type: 'reaction', target: 'submission', id: String(id) });
      return { data };
    },
  );
};

export default artContestsSubmissionRoutes;
