import { CompletionIdParamsSchema, ErrorBodySchema, QuestCompletionResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishAfterCommit } from '../../../../infra/live/publish-after-commit.ts';
import { NotSignedInError } from '../../../../services/auth/auth-errors.ts';
import { approveCompletion, rejectCompletion } from '../../../../services/quests/quest-review.ts';

const tags = ['admin'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The review queue (quests:review) of quest completions: approve pays the coins, reject asks for new proof. */
const adminQuestCompletionsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const action of ['approve', 'reject'] as const) {
    app.post(
      `/:id/${action}`,
      {
        config: { auth: 'quests:review', audit: { action: `quests.${action}` } },
        schema: {
          tags,
          summary:
            action === 'approve'
              ? 'Approves a completion and pays its coins (once, however often it is approved)'
              : 'Rejects a pending completion (the account may send new proof)',
          params: CompletionIdParamsSchema,
          response: {
            200: QuestCompletionResponseSchema,
            ...errors,
            404: ErrorBodySchema,
            409: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        if (!request.session) throw new NotSignedInError();
        const review = action === 'approve' ? approveCompletion : rejectCompletion;
        const data = await review(app.db, BigInt(request.params.id), request.session.account);
        if (action === 'approve')
          publishAfterCommit(app.live, { type: 'leaderboard', account: data.account });
        return { data };
      },
    );
  }
};

export default adminQuestCompletionsRoutes;
