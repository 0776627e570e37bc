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
          'An EIP-4361 sign-in message for the account, expiring at the deadline (Unix seconds); without `account`, for the wallet POST /api/users/new/{address} connected in this browser session (400 when none)',
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
      return { data: await issueLoginMessage(ctx, { ...request.query, account }) };
    },
  );

  app.post(
    '/',
    {
      config: { idempotency: false },
      schema: {
        tags: ['auth'],
        summary: 'Signs in with the signed message: 201 and a session cookie',
        querystring: LoginQuerySchema,
        body: LoginBodySchema,
        response: { 201: LoginResponseSchema },
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
