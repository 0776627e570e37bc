import {
  ArtistSubmissionResponseSchema,
  ErrorBodySchema,
  SUBMISSION_IMAGE_MAX_BYTES,
  SUBMISSION_MEDIA_FIELD,
  SUBMISSION_POSTER_FIELD,
  SUBMISSION_VIDEO_MAX_BYTES,
  SubmissionFormSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishAfterCommit } from '../../../../infra/live/publish-after-commit.ts';
import { acceptUploads } from '../../../../plugins/uploads.ts';
import { NotSignedInError } from '../../../../services/auth/auth-errors.ts';
import { requireLinkedX, submitFanArt } from '../../../../services/gallery/intake/submission-intake.ts';
import { readSubmissionForm } from './read-submission-form.ts';

const gallerySubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.post(
    '/',
    {
      config: {
        auth: 'signed-in',
        uploadForm: {
          fields: SubmissionFormSchema,
          files: {
            [SUBMISSION_MEDIA_FIELD]: {
              required: true,
              description: `The art: a PNG, JPEG, WebP or GIF picture (at most ${SUBMISSION_IMAGE_MAX_BYTES} bytes) or an MP4 video (at most ${SUBMISSION_VIDEO_MAX_BYTES} bytes)`,
            },
            [SUBMISSION_POSTER_FIELD]: {
              required: false,
              description: 'For a video, required: its poster picture (PNG, JPEG or WebP)',
            },
          },
        },
      },
      schema: {
        tags: ['gallery'],
        summary:
          'Submits fan art (X linked; multipart: postUrl, text, tokenId, media = PNG/JPEG/WebP/GIF or MP4, poster for a video)',
        consumes: ['multipart/form-data'],
        response: {
          201: ArtistSubmissionResponseSchema,
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          409: ErrorBodySchema,
          413: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.session) throw new NotSignedInError();
      const { account } = request.session;
      const x = await requireLinkedX(app.db, account);
      const upload = await readSubmissionForm(request);
      const ctx = {
        db: app.db,
        storage: app.storage,
        chainId: app.config.chainId,
        configuredCollection: app.config.defaultTokenAddress,
        maxPixels: app.config.avatarMaxPixels,
        log: request.log,
      };
      const data = await submitFanArt(ctx, { account, x }, upload);
      publishAfterCommit(app.live, { type: 'submission', id: String(data._id) });
      reply.code(201);
      return { data };
    },
  );
};

export default gallerySubmissionRoutes;
