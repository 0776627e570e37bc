import { ContestStageListResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listContestStages } from '../../../services/contest/contest-stages.ts';

/** The contest's stages for its page, as the console set them (`/api/admin/contest/stages`). */
const contestStagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stages',
    {
      schema: {
        tags: ['art-contests'],
        summary: "The contest's stages with their dates and cash prizes, first to start first",
        response: { 200: ContestStageListResponseSchema },
      },
    },
    async () => ({ data: await listContestStages(app.db) }),
  );
};

export default contestStagesRoutes;
