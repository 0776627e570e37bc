import { type SiteConfig, SiteConfigResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReadThroughCache } from '../../../infra/change-feed/read-through-cache.ts';
import { getSiteConfig } from '../../../services/site-config/site-config-service.ts';

const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const copies = app.changeFeed && new ReadThroughCache<SiteConfig>(app.changeFeed, ['site_config'], 1);
  app.get(
    '/',
    {
      schema: {
        tags: ['site'],
        summary: 'The site configuration: mode, name, logo, launch stage, styles and navbar flags',
        response: { 200: SiteConfigResponseSchema },
      },
    },
    async () => ({ data: await getSiteConfig(app.db, copies) }),
  );
};

export default siteConfigRoutes;
