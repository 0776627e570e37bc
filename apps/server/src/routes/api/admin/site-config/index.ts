import { ErrorBodySchema, SiteConfigSchema, SiteSettingsResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishAfterCommit } from '../../../../infra/live/publish-after-commit.ts';
import { NotSignedInError } from '../../../../services/auth/auth-errors.ts';
import { getSiteSettings, saveSiteSettings } from '../../../../services/site-config/site-config-service.ts';

const tags = ['admin'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The console's Site page (site:edit): saved to the database, in effect for every visitor at once. */
const adminSiteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { auth: 'site:edit' },
      schema: {
        tags,
        summary: 'The site configuration as the console edits it, with who saved it there last',
        response: { 200: SiteSettingsResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await getSiteSettings(app.db) };
    },
  );

  app.put(
    '/',
    {
      config: {
        auth: 'site:edit',
        audit: {
          action: 'site.update',
          before: async () => (await getSiteSettings(app.db)).config,
          after: (_request, answer) => (answer as { data: { config: unknown } }).data.config,
        },
      },
      schema: {
        tags,
        summary:
          'Replaces the site configuration (mode, name, logo, launch stage, styles, socials, navbar flags); open pages refetch it through GET /api/events',
        body: SiteConfigSchema,
        response: { 200: SiteSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!request.session) throw new NotSignedInError();
      const data = await saveSiteSettings(app.db, request.body, request.session.account.toLowerCase());
      publishAfterCommit(app.live, { type: 'site' });
      return { data };
    },
  );
};

export default adminSiteConfigRoutes;
