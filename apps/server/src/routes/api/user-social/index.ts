import {
  AccountSocialsResponseSchema,
  ErrorBodySchema,
  SocialAccountParamsSchema,
  SocialDeleteParamsSchema,
  SocialExistingParamsSchema,
  SocialExistingResponseSchema,
  SocialLinkPayloadSchema,
  SocialLinkResponseSchema,
  SocialProviderParamsSchema,
  SocialStatusResponseSchema,
} from '@guardians/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotSignedInError } from '../../../services/auth/auth-errors.ts';
import {
  accountSocials,
  getLink,
  isUsernameLinked,
  linkFromPayload,
  unlink,
} from '../../../services/social/social-link-service.ts';

function signedInAccount(request: FastifyRequest): string {
  if (!request.session) throw new NotSignedInError();
  return request.session.account;
}

/** Spec section 7 'Users and social'; linking through the provider is in routes/api/oauth. */
const userSocialRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, config: app.config };

  app.post(
    '/update',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['social'],
        summary: "Links a social account from a token set; the provider must confirm the token's account",
        body: SocialLinkPayloadSchema,
        response: { 201: SocialStatusResponseSchema },
      },
    },
    async (request, reply) => {
      const message = await linkFromPayload(ctx, signedInAccount(request), request.body);
      reply.status(201);
      return { data: { status: true, message } };
    },
  );

  app.get(
    '/:provider',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['social'],
        summary: "The caller's link for the provider, or null (never the tokens)",
        params: SocialProviderParamsSchema,
        response: { 200: SocialLinkResponseSchema },
      },
    },
    async (request) => ({ data: await getLink(ctx, signedInAccount(request), request.params.provider) }),
  );

  app.get(
    '/existing/:provider/:username',
    {
      schema: {
        tags: ['social'],
        summary: 'Whether the username (any case) is linked to any wallet',
        params: SocialExistingParamsSchema,
        response: { 200: SocialExistingResponseSchema },
      },
    },
    async (request) => ({
      data: await isUsernameLinked(ctx, request.params.provider, request.params.username),
    }),
  );

  app.get(
    '/account/:account',
    {
      schema: {
        tags: ['social'],
        summary: "A wallet's linked usernames, for its public page",
        params: SocialAccountParamsSchema,
        response: { 200: AccountSocialsResponseSchema },
      },
    },
    async (request) => ({ data: await accountSocials(ctx, request.params.account) }),
  );

  app.delete(
    '/delete/:providerOrId',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['social'],
        summary: "Unlinks one of the caller's accounts, by provider name or link id",
        params: SocialDeleteParamsSchema,
        response: { 200: SocialStatusResponseSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const message = await unlink(ctx, signedInAccount(request), request.params.providerOrId);
      return { data: { status: true, message } };
    },
  );
};

export default userSocialRoutes;
