import {
  ArtistSubmissionResponseSchema,
  ErrorBodySchema,
  SubmissionDisableBodySchema,
  SubmissionParamsSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishAfterCommit } from '../../../../infra/live/publish-after-commit.ts';
import { NotSignedInError } from '../../../../services/auth/auth-errors.ts';
import { setSubmissionDisabled } from '../../../../services/gallery/submission-moderation.ts';

/** The admin edit view's moderation of fan art; submissions:disable (decision 0041). */
const adminGalleryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/submissions/:id',
    {
      config: { auth: 'submissions:disable', audit: { action: 'submissions.disable' } },
      schema: {
        tags: ['admin', 'gallery'],
        summary:
          'Hides a submission from every public list, count and love (disabled true) or shows it again (admin)',
        params: SubmissionParamsSchema,
        body: SubmissionDisableBodySchema,
        response: {
          200: ArtistSubmissionResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      if (!request.session) throw new NotSignedInError();
      const data = await setSubmissionDisabled(
        app.db,
        request.params.id,
        request.body.disabled,
        request.session.account,
      );
      publishAfterCommit(app.live, { type: 'submission', id: String(data._id) });
      return { data };
    },
  );
};

export default adminGalleryRoutes;
