import { LogoutResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, readSessionCookie } from '../../../plugins/auth.ts';
import { closeSession } from '../../../services/auth/session-service.ts';

const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/',
    {
      config: { idempotency: false },
      schema: {
        tags: ['auth'],
        summary: 'Revokes the session server-side and clears the cookie (200 even when already signed out)',
        response: { 200: LogoutResponseSchema },
      },
    },
    async (request, reply) => {
      const id = readSessionCookie(request);
      const loggedOut = id ? await closeSession(app.db, id, app.sessionCopies) : false;
      clearSessionCookie(request, reply);
      return { data: { loggedOut } };
    },
  );
};

export default logoutRoutes;
