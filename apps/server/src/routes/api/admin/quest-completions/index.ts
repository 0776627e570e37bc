import {
  CompletionIdParamsSchema,
  CompletionRejectBodySchema,
  ErrorBodySchema,
  QuestCompletionResponseSchema,
  ReviewQueueQuerySchema,
  ReviewQueueResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishAfterCommit } from '../../../../infra/live/publish-after-commit.ts';
import { NotSignedInError } from '../../../../services/auth/auth-errors.ts';
import { listReviewQueue } from '../../../../services/quests/quest-console.ts';
import { approveCompletion, rejectCompletion } from '../../../../services/quests/quest-review.ts';

const tags = ['admin'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
const answers = { 200: QuestCompletionResponseSchema, ...errors, 404: ErrorBodySchema, 409: ErrorBodySchema };

/** The review queue (quests:review) of quest completions: approve pays the coins, reject asks for new proof. */
const adminQuestCompletionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { auth: 'quests:review' },
      schema: {
        tags,
        summary:
          'Completions across quests by status (pending by default), oldest first, with the quest; q matches the quest, the account, its name or the proof',
        querystring: ReviewQueueQuerySchema,
        response: { 200: ReviewQueueResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await listReviewQueue(app.db, request.query) };
    },
  );

  app.post(
    '/:id/approve',
    {
      config: { auth: 'quests:review', audit: { action: 'quests.approve' } },
      schema: {
        tags,
        summary: 'Approves a completion and pays its coins (once, however often it is approved)',
        params: CompletionIdParamsSchema,
        response: answers,
      },
    },
    async (request) => {
      if (!request.session) throw new NotSignedInError();
      const data = await approveCompletion(app.db, BigInt(request.params.id), request.session.account);
      publishAfterCommit(app.live, { type: 'leaderboard', account: data.account });
      return { data };
    },
  );

  app.post(
    '/:id/reject',
    {
      config: { auth: 'quests:review', audit: { action: 'quests.reject' } },
      schema: {
        tags,
        summary:
          'Rejects a pending completion with an optional reason the member sees (the account may send new proof)',
        params: CompletionIdParamsSchema,
        body: CompletionRejectBodySchema,
        response: answers,
      },
    },
    async (request) => {
      if (!request.session) throw new NotSignedInError();
      const id = BigInt(request.params.id);
      return { data: await rejectCompletion(app.db, id, request.session.account, request.body?.reason) };
    },
  );
};

export default adminQuestCompletionsRoutes;
