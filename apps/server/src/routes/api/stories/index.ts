import {
  EditorialIdParamsSchema,
  ErrorBodySchema,
  StoryDetailResponseSchema,
  StoryListResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getStoryDetail, listStoryCards } from '../../../services/editorial/story-service.ts';

const tags = ['editorial'];

/** Spec 2–3: the Story chapters' cards and the pages of the open ones. */
const storiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/all',
    {
      schema: {
        tags,
        summary: 'Every Story chapter as a card, in order, locked ones included',
        response: { 200: StoryListResponseSchema },
      },
    },
    async () => {
      const items = await listStoryCards(app.db);
      return { data: { items, total: items.length } };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'An open chapter with its previous and next open chapters (403 while locked)',
        params: EditorialIdParamsSchema,
        response: {
          200: StoryDetailResponseSchema,
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => ({ data: await getStoryDetail(app.db, request.params.id) }),
  );
};

export default storiesRoutes;
