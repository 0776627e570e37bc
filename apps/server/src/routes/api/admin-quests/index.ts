import { Readable } from 'node:stream';
import {
  AdminQuestIdParamsSchema,
  CompletionIdParamsSchema,
  ErrorBodySchema,
  LedgerEntryResponseSchema,
  LedgerExportQuerySchema,
  PointsAdjustmentSchema,
  QuestCompletionListQuerySchema,
  QuestCompletionListResponseSchema,
  QuestCompletionResponseSchema,
  QuestFormSchema,
  QuestResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotSignedInError } from '../../../services/auth/auth-errors.ts';
import { publishAfterCommit } from '../../../services/live/publish-after-commit.ts';
import { adjustPoints } from '../../../services/points/adjustments.ts';
import { ledgerCsv } from '../../../services/points/ledger-history.ts';
import { listCompletions } from '../../../services/quests/completion-repository.ts';
import { approveCompletion, rejectCompletion } from '../../../services/quests/quest-review.ts';
import { createQuest, getQuest, updateQuest } from '../../../services/quests/quest-service.ts';

const tags = ['admin'];
const admin = { auth: 'admin' } as const;
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** Administrators' quest editing, completion review and ledger tools (ADMIN_ACCOUNTS only). */
const adminQuestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/quests',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Creates a quest',
        body: QuestFormSchema,
        response: { 201: QuestResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createQuest(app.db, request.body) }),
  );

  app.put(
    '/admin/quests/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Edits a quest (the new points apply to completions from now on)',
        params: AdminQuestIdParamsSchema,
        body: QuestFormSchema,
        response: { 200: QuestResponseSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await updateQuest(app.db, request.params.id, request.body) }),
  );

  app.get(
    '/admin/quests/:id/completions',
    {
      config: admin,
      schema: {
        tags,
        summary: "A quest's completions, newest first, optionally by status (pending ones await review)",
        params: AdminQuestIdParamsSchema,
        querystring: QuestCompletionListQuerySchema,
        response: { 200: QuestCompletionListResponseSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      await getQuest(app.db, request.params.id);
      return { data: await listCompletions(app.db, request.params.id, request.query) };
    },
  );

  for (const action of ['approve', 'reject'] as const) {
    app.post(
      `/admin/quest-completions/:id/${action}`,
      {
        config: admin,
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

  app.get(
    '/admin/points/ledger.csv',
    {
      config: admin,
      schema: {
        tags,
        summary: "The points ledger as CSV: one account's rows, or every account's without `account`",
        querystring: LedgerExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { account } = request.query;
      const name = account ? `points-ledger-${account}.csv` : 'points-ledger.csv';
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(ledgerCsv(app.db, account)));
    },
  );

  app.post(
    '/admin/points/adjustments',
    {
      config: admin,
      schema: {
        tags,
        summary: "Corrects an account's balance with an 'adjustment' ledger row (positive or negative)",
        body: PointsAdjustmentSchema,
        response: { 201: LedgerEntryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.session) throw new NotSignedInError();
      const entry = await adjustPoints(app.db, request.session.account, request.body);
      publishAfterCommit(app.live, { type: 'leaderboard', account: entry.account });
      return reply.status(201).send({ data: entry });
    },
  );
};

export default adminQuestsRoutes;
