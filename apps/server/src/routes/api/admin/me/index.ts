import { AdminStatusResponseSchema, permissionsOf } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rolesOf } from '../../../../services/admin/roles-service.ts';

/**
 * What the caller may do in the console. Never 401: the web asks on every visit to decide
 * whether to offer the admin edit view, and a visitor is simply not an administrator. Each admin
 * route still checks for itself.
 */
const adminStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The console roles of the session's account and the permissions they grant (none for visitors)",
        response: { 200: AdminStatusResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await request.loadSession();
      // The answer depends on the cookie: no shared cache may keep one caller's answer for another.
      reply.header('cache-control', 'private, no-store');
      const roles = session ? await rolesOf(app.roleSources, session.account.toLowerCase()) : [];
      return { data: { isAdmin: roles.length > 0, roles, permissions: permissionsOf(roles) } };
    },
  );
};

export default adminStatusRoutes;
