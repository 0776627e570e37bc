import {
  ContestStageBodySchema,
  ContestStageParamsSchema,
  ContestStageResponseSchema,
  ErrorBodySchema,
} from '@guardians/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotSignedInError } from '../../../../services/auth/auth-errors.ts';
import {
  createContestStage,
  getContestStage,
  removeContestStage,
  updateContestStage,
} from '../../../../services/contest/contest-stages.ts';

const tags = ['admin', 'art-contests'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
const OVERLAP = '409 CONTEST_STAGES_OVERLAP naming the stage in the way when the dates overlap another';

function editor(request: FastifyRequest): string {
  if (!request.session) throw new NotSignedInError();
  return request.session.account.toLowerCase();
}

/** The request's stage id (the audit reads the stage before the change). */
const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

/** The contest's stages and dates (contest:edit); everyone reads them at /api/art-contests/stages. */
const adminContestStagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const before = (request: FastifyRequest) => getContestStage(app.db, idOf(request));

  app.post(
    '/stages',
    {
      config: { auth: 'contest:edit', audit: { action: 'stages.create' } },
      schema: {
        tags,
        summary: `Adds a stage: 201; 400 naming the field (endsAt after startsAt); ${OVERLAP}`,
        body: ContestStageBodySchema,
        response: { 201: ContestStageResponseSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const stage = await createContestStage(app.db, request.body, editor(request));
      reply.status(201);
      return { data: stage };
    },
  );

  app.put(
    '/stages/:id',
    {
      config: {
        auth: 'contest:edit',
        audit: { action: 'stages.update', before },
      },
      schema: {
        tags,
        summary: `Changes a stage: 200; 400 naming the field (endsAt after startsAt); 404 for an unknown stage; ${OVERLAP}`,
        params: ContestStageParamsSchema,
        body: ContestStageBodySchema,
        response: {
          200: ContestStageResponseSchema,
          ...errors,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await updateContestStage(app.db, request.params.id, request.body, editor(request)),
    }),
  );

  app.delete(
    '/stages/:id',
    {
      config: {
        auth: 'contest:edit',
        audit: { action: 'stages.remove', before, after: () => null },
      },
      schema: {
        tags,
        summary: 'Removes a stage (404 for an unknown stage); answers the stage as it was',
        params: ContestStageParamsSchema,
        response: { 200: ContestStageResponseSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await removeContestStage(app.db, request.params.id) }),
  );
};

export default adminContestStagesRoutes;
