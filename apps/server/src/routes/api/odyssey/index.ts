import {
  EditorialIdParamsSchema,
  ErrorBodySchema,
  OdysseyDetailResponseSchema,
  OdysseyListResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOdysseyDetail, listOdysseyItems } from '../../../services/editorial/odyssey-service.ts';

const tags = ['editorial'];

/** Spec 2–3: the Odyssey's stages and the pages of the open ones. */
const odysseyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/all',
    {
      schema: {
        tags,
        summary: "Every Odyssey stage in order; a locked stage's text, pictures and video are held back",
        response: { 200: OdysseyListResponseSchema },
      },
    },
    async () => {
      const items = await listOdysseyItems(app.db);
      return { data: { items, total: items.length } };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'An open stage with its previous and next open stages (403 while locked)',
        params: EditorialIdParamsSchema,
        response: {
          200: OdysseyDetailResponseSchema,
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => ({ data: await getOdysseyDetail(app.db, request.params.id) }),
  );
};

export default odysseyRoutes;
