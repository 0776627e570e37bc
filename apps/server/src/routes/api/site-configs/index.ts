import { SiteConfigResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSiteConfig } from '../../../services/site-config/site-config-service.ts';

const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site-configs',
    {
      schema: {
        tags: ['site'],
        summary: 'The site configuration: mode, name, logo, launch stage, styles and navbar flags',
        response: { 200: SiteConfigResponseSchema },
      },
    },
    async () => ({ data: await getSiteConfig(app.db) }),
  );
};

export default siteConfigRoutes;
