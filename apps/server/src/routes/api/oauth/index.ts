import {
  OAuthCallbackQuerySchema,
  OAuthStartQuerySchema,
  RedirectResponseSchema,
  type SocialProvider,
  SocialProviderParamsSchema,
} from '@guardians/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteOrigin } from '../../../infra/http/site-origin.ts';
import { readSessionCookie } from '../../../plugins/auth.ts';
import { NotSignedInError } from '../../../services/auth/auth-errors.ts';
import { completeLink, startLink } from '../../../services/social/oauth-flow-service.ts';
import { returnToWith } from '../../../services/social/return-to.ts';

/** Must be byte-identical in the authorization request and the code exchange. */
const redirectUri = (request: FastifyRequest, provider: SocialProvider) =>
  `${siteOrigin(request)}/api/oauth/${provider}/callback`;

/** Social linking through the provider: authorization code + PKCE S256 + state bound to the session. */
const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, config: app.config };

  app.get(
    '/:provider/start',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['social'],
        summary: "Starts linking X ('twitter') or Discord: 302 to the provider's authorization page",
        params: SocialProviderParamsSchema,
        querystring: OAuthStartQuerySchema,
        response: { 302: RedirectResponseSchema },
      },
    },
    async (request, reply) => {
      const sessionId = readSessionCookie(request);
      if (!request.session || !sessionId) throw new NotSignedInError();
      const { provider } = request.params;
      const url = await startLink(ctx, {
        provider,
        account: request.session.account,
        sessionId,
        returnTo: request.query.returnTo,
        redirectUri: redirectUri(request, provider),
      });
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );

  app.get(
    '/:provider/callback',
    {
      schema: {
        tags: ['social'],
        summary: 'The provider sends the browser back here: 302 to returnTo with ?linked= or ?linkError=',
        params: SocialProviderParamsSchema,
        querystring: OAuthCallbackQuerySchema,
        response: { 302: RedirectResponseSchema },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      reply.header('cache-control', 'no-store');
      try {
        const callback = new URLSearchParams();
        for (const [key, value] of Object.entries(request.query))
          if (value !== undefined) callback.set(key, value);
        const outcome = await completeLink(ctx, {
          provider,
          callback,
          sessionId: readSessionCookie(request),
          session: await request.loadSession(),
          redirectUri: redirectUri(request, provider),
        });
        if ('linked' in outcome)
          return reply.redirect(returnToWith(outcome.returnTo, 'linked', provider), 302);
        // Social linking must not fail silently: the reason goes to the log and to the page.
        const level = outcome.linkError === 'LINK_FAILED' ? 'error' : 'warn';
        request.log[level](
          { provider, linkError: outcome.linkError, err: outcome.cause },
          'social link refused',
        );
        return reply.redirect(returnToWith(outcome.returnTo, 'linkError', outcome.linkError), 302);
      } catch (err) {
        request.log.error({ provider, err }, 'social link failed');
        return reply.redirect(returnToWith('/', 'linkError', 'LINK_FAILED'), 302);
      }
    },
  );
};

export default oauthRoutes;
