import {
  AdminQuestIdParamsSchema,
  ConsoleQuestListResponseSchema,
  ConsoleQuestQuerySchema,
  ErrorBodySchema,
  QuestCompletionListQuerySchema,
  QuestCompletionListResponseSchema,
  QuestFormSchema,
  QuestOrderBodySchema,
  QuestResponseSchema,
} from '@guardians/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCompletions } from '../../../../services/quests/completion-repository.ts';
import { listConsoleQuests, reorderQuests } from '../../../../services/quests/quest-console.ts';
import { createQuest, getQuest, updateQuest } from '../../../../services/quests/quest-service.ts';

const tags = ['admin'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The request's quest id (the audit reads the quest before the edit). */
const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

/** The console's quest editing (quests:edit) and the completions to review (quests:review). */
const adminQuestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { auth: 'quests:edit' },
      schema: {
        tags,
        summary:
          'Every quest, disabled ones included, in display order, with where it came from (file, edited, console) and how many completions await review',
        querystring: ConsoleQuestQuerySchema,
        response: { 200: ConsoleQuestListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await listConsoleQuests(app.db, request.query) };
    },
  );

  app.put(
    '/order',
    {
      config: {
        auth: 'quests:edit',
        audit: {
          action: 'quests.reorder',
          target: () => null,
          before: async () =>
            (await listConsoleQuests(app.db, { offset: 0, limit: 1000 })).items.map((quest) => quest._id),
        },
      },
      schema: {
        tags,
        summary:
          'Sets the display order: every quest id once, first shown first (400 QUEST_ORDER_INCOMPLETE otherwise); answers the quests in their new order',
        body: QuestOrderBodySchema,
        response: { 200: ConsoleQuestListResponseSchema, ...errors },
      },
    },
    async (request) => {
      await reorderQuests(app.db, request.body.ids);
      return { data: await listConsoleQuests(app.db, { offset: 0, limit: request.body.ids.length }) };
    },
  );

  app.post(
    '/',
    {
      config: { auth: 'quests:edit', audit: { action: 'quests.create' } },
      schema: {
        tags,
        summary:
          'Creates a quest: 201; 400 naming the field for an invalid form (points between 0.01 and 1000000, with at most 2 decimals; endsAt after startsAt), 401 signed out, 403 not an administrator',
        body: QuestFormSchema,
        response: { 201: QuestResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return { data: await createQuest(app.db, request.body) };
    },
  );

  app.put(
    '/:id',
    {
      config: {
        auth: 'quests:edit',
        audit: { action: 'quests.update', before: (request) => getQuest(app.db, idOf(request)) },
      },
      schema: {
        tags,
        summary:
          'Edits a quest (the new points apply to completions from now on): 200; 400 naming the field for an invalid form (points between 0.01 and 1000000, with at most 2 decimals; endsAt after startsAt), 401, 403, 404 for an unknown quest',
        params: AdminQuestIdParamsSchema,
        body: QuestFormSchema,
        response: { 200: QuestResponseSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await updateQuest(app.db, request.params.id, request.body) }),
  );

  app.get(
    '/:id/completions',
    {
      config: { auth: 'quests:review' },
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
};

export default adminQuestsRoutes;
