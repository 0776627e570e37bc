import {
  AddressSchema,
  ErrorBodySchema,
  LoginBodySchema,
  LoginMessageQuerySchema,
  LoginMessageResponseSchema,
  LoginQuerySchema,
  LoginResponseSchema,
  SessionResponseSchema,
  VerifyQuerySchema,
  VerifyResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteOrigin } from '../../../infra/http/site-origin.ts';
import { clientKey } from '../../../infra/rate-limits/client-key.ts';
import { readConnectedWalletCookie, readSessionCookie, setSessionCookie } from '../../../plugins/auth.ts';
import { LoginAccountRequiredError, NotSignedInError } from '../../../services/auth/auth-errors.ts';
import { issueLoginMessage, verifyLogin } from '../../../services/auth/login-service.ts';
import { LoginThrottle } from '../../../services/auth/login-throttle.ts';
import { closeSession, openSession } from '../../../services/auth/session-service.ts';

const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = new LoginThrottle(app.windowCounter, {
    perAccount: app.config.loginFailuresPerAccount,
    perIp: app.config.loginFailuresPerIp,
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['auth'],
        summary:
          'An EIP-4361 sign-in message for the account, expiring at the deadline (Unix seconds); without `account`, for the wallet POST /api/users/new/{address} connected in this browser session (400 when none). Each client (IP address) keeps at most 50 unused messages: asking for more drops its oldest, and expired ones are removed',
        querystring: LoginMessageQuerySchema,
        response: { 200: LoginMessageResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const ctx = { db: app.db, chain: app.chain, origin: siteOrigin(request) };
      // The query names the account, else the wallet connected in this browser session (spec 7).
      const account =
        request.query.account ?? AddressSchema.safeParse(readConnectedWalletCookie(request)).data;
      if (!account) throw new LoginAccountRequiredError();
      const client = clientKey(request.ip);
      return { data: await issueLoginMessage(ctx, { ...request.query, account, client }) };
    },
  );

  app.post(
    '/',
    {
      config: { idempotency: false },
      schema: {
        tags: ['auth'],
        summary:
          'Signs in with the signed message: 201 and a session cookie (the wallet becomes a user); 400 for a malformed body, 401 with a code when the message is refused (unknown, dropped or expired nonce, reused, another chain, domain or account, bad signature), 403 from another site, 429 after too many failures',
        querystring: LoginQuerySchema,
        body: LoginBodySchema,
        response: {
          201: LoginResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const ctx = { db: app.db, chain: app.chain, origin: siteOrigin(request) };
      const account = await throttle.guard(request.body.account, request.ip, () =>
        verifyLogin(ctx, {
          ...request.body,
          signature: request.body.signature as `0x${string}`,
          chainId: request.query.chainId,
        }),
      );
      // Rotate: whatever session this browser had ends here.
      const previous = readSessionCookie(request);
      if (previous) await closeSession(app.db, previous, app.sessionCopies);
      const session = await openSession(app.db, {
        account,
        chainId: request.query.chainId,
        ttlMs: app.config.sessionTtlMs,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(request, reply, session.id, session.expiresAt);
      reply.status(201);
      return { data: { account, expiresAt: session.expiresAt.toISOString() } };
    },
  );

  app.get(
    '/verify',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: '200 while the session is valid (for this chain when chainId is given), 401 otherwise',
        querystring: VerifyQuerySchema,
        response: { 200: VerifyResponseSchema },
      },
    },
    async (request) => {
      const session = request.session;
      if (!session || (request.query.chainId && request.query.chainId !== session.chainId)) {
        throw new NotSignedInError();
      }
      return { data: { account: session.account, expiresAt: session.expiresAt.toISOString() } };
    },
  );

  // What the site's own pages ask: being signed out is an expected state there, not a failed request.
  app.get(
    '/session',
    {
      schema: {
        tags: ['auth'],
        summary:
          'The live session (for this chain when chainId is given), or null when not signed in; always 200',
        querystring: VerifyQuerySchema,
        response: { 200: SessionResponseSchema },
      },
    },
    async (request) => {
      const session = await request.loadSession();
      if (!session || (request.query.chainId && request.query.chainId !== session.chainId))
        return { data: null };
      return { data: { account: session.account, expiresAt: session.expiresAt.toISOString() } };
    },
  );
};

export default loginRoutes;
