import { AdminStatusResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Whether the caller may use the admin views. Never 401: the web asks on every visit to decide
 * whether to offer the admin edit view, and a visitor is simply not an administrator. Each admin
 * route still checks for itself.
 */
const adminStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: "Whether the session's account is an administrator (false for visitors)",
        response: { 200: AdminStatusResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await request.loadSession();
      // The answer depends on the cookie: no shared cache may keep one caller's answer for another.
      reply.header('cache-control', 'private, no-store');
      const isAdmin = session !== null && app.config.adminAccounts.has(session.account.toLowerCase());
      return { data: { isAdmin } };
    },
  );
};

export default adminStatusRoutes;
