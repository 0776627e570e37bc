import {
  ErrorBodySchema,
  PortalContentResponseSchema,
  PortalStateResponseSchema,
  PortalUnlockBodySchema,
} from '@guardians/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isSecureRequest } from '../../../plugins/auth.ts';
import { Portal } from '../../../services/portal/portal-service.ts';

/** Like the session cookie: behind HTTPS it gets Secure and the __Host- prefix. */
function passCookieName(request: FastifyRequest): string {
  return isSecureRequest(request) ? '__Host-guardians_portal' : 'guardians_portal';
}

const errors = { 401: ErrorBodySchema, 404: ErrorBodySchema };

/** `/portal`: content behind a passphrase checked here, never in the browser (decision 0043). */
const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const portal = new Portal(app.config, app.windowCounter);

  app.post(
    '/unlock',
    {
      schema: {
        tags: ['portal'],
        summary: "Opens the portal for this browser's session with the passphrase",
        body: PortalUnlockBodySchema,
        response: { 200: PortalContentResponseSchema, 400: ErrorBodySchema, 429: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { content, pass } = await portal.unlock(request.ip, request.body.passphrase);
      const secure = isSecureRequest(request);
      reply.header('cache-control', 'private, no-store');
      // No Expires / Max-Age: a session cookie, gone when the browser closes.
      reply.setCookie(passCookieName(request), pass, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      return { data: content };
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['portal'],
        summary:
          "This browser's portal: closed (no portal on the site), locked, or open with its content; always 200",
        response: { 200: PortalStateResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await portal.state(request.cookies[passCookieName(request)]) };
    },
  );

  app.get(
    '/content',
    {
      schema: {
        tags: ['portal'],
        summary: 'The portal content, for a browser that has unlocked it this session',
        response: { 200: PortalContentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const content = await portal.content(request.cookies[passCookieName(request)]);
      reply.header('cache-control', 'private, no-store');
      return { data: content };
    },
  );
};

export default portalRoutes;
