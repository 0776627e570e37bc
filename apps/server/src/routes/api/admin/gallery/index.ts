import {
  ArtistSubmissionResponseSchema,
  ConsoleSubmissionListResponseSchema,
  ConsoleSubmissionQuerySchema,
  ErrorBodySchema,
  SubmissionDisableBodySchema,
  SubmissionParamsSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishAfterCommit } from '../../../../infra/live/publish-after-commit.ts';
import { NotSignedInError } from '../../../../services/auth/auth-errors.ts';
import { listConsoleSubmissions } from '../../../../services/gallery/submission-console.ts';
import { setSubmissionDisabled } from '../../../../services/gallery/submission-moderation.ts';
import { findSubmission } from '../../../../services/gallery/submission-read.ts';

/** Moderation of fan art: the console's Submissions page and the gallery's admin edit view (decision 0041). */
const adminGalleryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/submissions',
    {
      config: { auth: 'submissions:review' },
      schema: {
        tags: ['admin', 'gallery'],
        summary:
          'Every submission, hidden ones included with why, who and when; q searches handles, names, text, addresses or GS-00012',
        querystring: ConsoleSubmissionQuerySchema,
        response: {
          200: ConsoleSubmissionListResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await listConsoleSubmissions(app.db, request.query) };
    },
  );

  app.patch(
    '/submissions/:id',
    {
      config: {
        auth: 'submissions:disable',
        audit: {
          action: 'submissions.disable',
          before: (request) => findSubmission(app.db, (request.params as { id: number }).id, null),
        },
      },
      schema: {
        tags: ['admin', 'gallery'],
        summary:
          'Hides a submission from every public list, count and love (disabled true, with an optional reason) or shows it again',
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
        request.body.reason,
      );
      publishAfterCommit(app.live, { type: 'submission', id: String(data._id) });
      return { data };
    },
  );
};

export default adminGalleryRoutes;
