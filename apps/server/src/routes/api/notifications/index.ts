import {
  CountResponseSchema,
  ErrorBodySchema,
  MarkNotificationsReadBodySchema,
  MarkNotificationsReadResponseSchema,
  NotificationListResponseSchema,
  NotificationsQuerySchema,
} from '@guardians/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotSignedInError } from '../../../services/auth/auth-errors.ts';
import { createUrlPresenter } from '../../../services/catalogue/read/public-urls.ts';
import {
  listNotifications,
  markNotificationsRead,
  unreadNotificationCount,
} from '../../../services/notifications/notification-service.ts';

const tags = ['notifications'];

function signedInAccount(request: FastifyRequest): string {
  if (!request.session) throw new NotSignedInError();
  return request.session.account;
}

/** The signed-in person's notifications (decision 0088); the live stream says when to read again. */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    urls: createUrlPresenter({ publicUrl: app.config.publicUrl, ipfsGateway: app.config.ipfsGateway }),
  };

  app.get(
    '/',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary:
          "The caller's notifications, newest first (offset, limit up to 50); `unread` counts all unread ones",
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationListResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await listNotifications(deps, signedInAccount(request), request.query) }),
  );

  app.get(
    '/unread-count',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "How many of the caller's notifications are unread (the bell's count)",
        response: { 200: CountResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await unreadNotificationCount(app.db, signedInAccount(request)) }),
  );

  app.post(
    '/read',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary:
          "Marks the caller's notifications read: `ids` (1 to 100; ids that are not the caller's mark nothing) or `all: true`",
        body: MarkNotificationsReadBodySchema,
        response: {
          200: MarkNotificationsReadResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await markNotificationsRead(app.db, signedInAccount(request), request.body),
    }),
  );
};

export default notificationsRoutes;
