import {
  ErrorBodySchema,
  JudgeAccountParamsSchema,
  JudgeBodySchema,
  JudgeListResponseSchema,
  JudgeResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listJudges, removeJudge, saveJudge } from '../../../../services/contest/judge-service.ts';

const tags = ['art-contests'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** Administrators name and remove the contest's judges (contest:edit). */
const adminJudgesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { auth: 'contest:edit' },
      schema: {
        tags,
        summary: "The contest's judges by name (their badge shows on the contest's entries)",
        response: { 200: JudgeListResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const items = await listJudges(app.db);
      return { data: { items, total: items.length } };
    },
  );

  app.put(
    '/:account',
    {
      config: { auth: 'contest:edit', audit: { action: 'judges.save' } },
      schema: {
        tags,
        summary: 'Makes the account a contest judge or renames it (admin)',
        params: JudgeAccountParamsSchema,
        body: JudgeBodySchema,
        response: { 200: JudgeResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await saveJudge(app.db, request.params.account, request.body.name) }),
  );

  app.delete(
    '/:account',
    {
      config: { auth: 'contest:edit', audit: { action: 'judges.remove' } },
      schema: {
        tags,
        summary: 'Removes a contest judge (admin; 404 when the account is not a judge)',
        params: JudgeAccountParamsSchema,
        response: { 200: JudgeResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await removeJudge(app.db, request.params.account) }),
  );
};

export default adminJudgesRoutes;
