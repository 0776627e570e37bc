import {
  CertifiedPrizeBodySchema,
  CertifiedPrizeOrderBodySchema,
  CertifiedPrizeParamsSchema,
  ConsoleCertifiedPrizeListResponseSchema,
  ConsoleCertifiedPrizeResponseSchema,
  ErrorBodySchema,
} from '@guardians/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotSignedInError } from '../../../../services/auth/auth-errors.ts';
import { createUrlPresenter } from '../../../../services/catalogue/read/public-urls.ts';
import {
  createPrize,
  getConsolePrize,
  listConsolePrizes,
  removePrize,
  reorderPrizes,
  updatePrize,
} from '../../../../services/certified/certified-console.ts';

const tags = ['admin', 'certified-nfts'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
const TOKEN_RULE =
  "the token must be an indexed item of one of the site's collections on this chain (400 PRIZE_TOKEN_UNKNOWN; PRIZE_TOKEN_NO_IMAGE while its metadata is unread), whose picture the prize shows";

function editor(request: FastifyRequest): string {
  if (!request.session) throw new NotSignedInError();
  return request.session.account.toLowerCase();
}

/** The request's prize id (the audit reads the prize before the change). */
const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

/** The certified prizes in the console (contest:edit): visitors read them at /api/certified-nfts/all. */
const adminCertifiedRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = {
    db: app.db,
    chainId: app.config.chainId,
    urls: createUrlPresenter({ publicUrl: app.config.publicUrl, ipfsGateway: app.config.ipfsGateway }),
  };
  const before = (request: FastifyRequest) => getConsolePrize(ctx, idOf(request));

  app.get(
    '/',
    {
      config: { auth: 'contest:edit' },
      schema: {
        tags,
        summary:
          'Every prize in prize order, with its content-file slug (null when added here) and whether the console changed it',
        response: {
          200: ConsoleCertifiedPrizeListResponseSchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await listConsolePrizes(ctx) };
    },
  );

  app.put(
    '/order',
    {
      config: {
        auth: 'contest:edit',
        audit: {
          action: 'prizes.reorder',
          target: () => null,
          before: async () => (await listConsolePrizes(ctx)).items.map((prize) => prize._id),
        },
      },
      schema: {
        tags,
        summary:
          'Sets the prize order: every prize id once, first shown first (400 PRIZE_ORDER_INCOMPLETE otherwise); answers the prizes in their new order',
        body: CertifiedPrizeOrderBodySchema,
        response: { 200: ConsoleCertifiedPrizeListResponseSchema, ...errors },
      },
    },
    async (request) => {
      await reorderPrizes(app.db, request.body.ids);
      return { data: await listConsolePrizes(ctx) };
    },
  );

  app.post(
    '/',
    {
      config: { auth: 'contest:edit', audit: { action: 'prizes.create' } },
      schema: {
        tags,
        summary: `Adds a prize, last in order: 201; ${TOKEN_RULE}`,
        body: CertifiedPrizeBodySchema,
        response: { 201: ConsoleCertifiedPrizeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const prize = await createPrize(ctx, request.body, editor(request));
      reply.status(201);
      return { data: prize };
    },
  );

  app.put(
    '/:id',
    {
      config: { auth: 'contest:edit', audit: { action: 'prizes.update', before } },
      schema: {
        tags,
        summary: `Changes a prize, which the content file then no longer overwrites: 200; 404 for an unknown prize; ${TOKEN_RULE}`,
        params: CertifiedPrizeParamsSchema,
        body: CertifiedPrizeBodySchema,
        response: { 200: ConsoleCertifiedPrizeResponseSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await updatePrize(ctx, request.params.id, request.body, editor(request)) }),
  );

  app.delete(
    '/:id',
    {
      config: { auth: 'contest:edit', audit: { action: 'prizes.remove', before, after: () => null } },
      schema: {
        tags,
        summary:
          'Removes a prize (404 for an unknown one); a prize from the content file stays removed after a restart',
        params: CertifiedPrizeParamsSchema,
        response: { 200: ConsoleCertifiedPrizeResponseSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await removePrize(ctx, request.params.id, editor(request)) }),
  );
};

export default adminCertifiedRoutes;
