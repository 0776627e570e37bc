import { ConsoleShieldListResponseSchema, ErrorBodySchema, ShieldListQuerySchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { downloadLinkKey } from '../../../../services/shields/download-link.ts';
import { listConsoleShields } from '../../../../services/shields/shield-console.ts';

/**
 * The console's shields (content:edit): the public list with where each came from and the rule
 * that awards it. Writing stays on `/api/shields`, the form the profile page uses too.
 */
const adminShieldsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { auth: 'content:edit' },
      schema: {
        tags: ['admin'],
        summary:
          'Every shield, paged, optionally by name, with where it came from (file, edited, console), its rule and threshold',
        querystring: ShieldListQuerySchema,
        response: {
          200: ConsoleShieldListResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await listConsoleShields(app.db, await downloadLinkKey(app.config), request.query) };
    },
  );
};

export default adminShieldsRoutes;
