import { EnvSettingsResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getEnvSettings } from '../../../services/site-config/env-settings.ts';

const envSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['site'],
        summary: 'Settings the web app needs at start (also embedded in index.html)',
        response: { 200: EnvSettingsResponseSchema },
      },
    },
    async (request) => ({ data: await getEnvSettings(app.db, app.config, app.chain, request.log) }),
  );
};

export default envSettingsRoutes;
