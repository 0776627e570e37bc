import { ContestSettingsBodySchema, ContestSettingsResponseSchema, ErrorBodySchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotSignedInError } from '../../../../services/auth/auth-errors.ts';
import { getContestSettings, saveContestSettings } from '../../../../services/contest/contest-settings.ts';

const tags = ['admin', 'art-contests'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The contest's settings (contest:edit): the claim threshold, over CONTEST_CLAIM_THRESHOLD. */
const adminContestRoutes: FastifyPluginAsyncZod = async (app) => {
  const fallback = app.config.contestClaimThreshold;

  app.get(
    '/',
    {
      config: { auth: 'contest:edit' },
      schema: {
        tags,
        summary: "The contest's settings: the claim threshold in force and the environment's default",
        response: { 200: ContestSettingsResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await getContestSettings(app.db, fallback) };
    },
  );

  app.put(
    '/',
    {
      config: {
        auth: 'contest:edit',
        audit: {
          action: 'contest.update',
          target: () => null,
          before: () => getContestSettings(app.db, fallback),
        },
      },
      schema: {
        tags,
        summary:
          'Sets the most claims one account may make (1 to 1000; null returns to CONTEST_CLAIM_THRESHOLD), in effect for the next claim',
        body: ContestSettingsBodySchema,
        response: { 200: ContestSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!request.session) throw new NotSignedInError();
      const by = request.session.account.toLowerCase();
      return { data: await saveContestSettings(app.db, request.body, by, fallback) };
    },
  );
};

export default adminContestRoutes;
