import {
  ClaimCheckResponseSchema,
  ClaimResponseSchema,
  ContestPageQuerySchema,
  ContestPieceListResponseSchema,
  ContestPieceParamsSchema,
  ContestPieceResponseSchema,
  CountResponseSchema,
  contestMessages,
  ErrorBodySchema,
  JudgeAccountParamsSchema,
  JudgeLookupResponseSchema,
  UnclaimResponseSchema,
} from '@guardians/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../../errors.ts';
import { NotSignedInError } from '../../../services/auth/auth-errors.ts';
import { checkClaims, claimPiece, releaseClaim } from '../../../services/contest/claim-service.ts';
import { createContestContext } from '../../../services/contest/contest-context.ts';
import { countPieces, findPiece, listPieces } from '../../../services/contest/contest-pieces.ts';
import { findJudge } from '../../../services/contest/judge-service.ts';

const tags = ['art-contests'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

function signedIn(request: FastifyRequest): string {
  if (!request.session) throw new NotSignedInError();
  return request.session.account.toLowerCase();
}

async function caller(request: FastifyRequest): Promise<string | null> {
  return (await request.loadSession())?.account.toLowerCase() ?? null;
}

// Static segments (all, totalCount, check, claim, unclaim) win over gallery/:id in Fastify's router.
const artContestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createContestContext({
    db: app.db,
    chainId: app.chain.chainId,
    config: app.config,
    claimThreshold: app.config.contestClaimThreshold,
  });

  app.get(
    '/gallery/all',
    {
      schema: {
        tags,
        summary:
          'The Guardians to draw, paged, with who holds each claim (mine for the caller); search by token id or name, guardian by name',
        querystring: ContestPageQuerySchema,
        response: { 200: ContestPieceListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await listPieces(ctx, request.query, await caller(request)) }),
  );

  app.get(
    '/gallery/totalCount',
    {
      schema: {
        tags,
        summary: 'How many Guardians can be claimed',
        response: { 200: CountResponseSchema },
      },
    },
    async () => ({ data: await countPieces(ctx) }),
  );

  app.get(
    '/gallery/check/me',
    {
      schema: {
        tags,
        summary: "The caller's claim standing (false, 0, 0 for a visitor)",
        response: { 200: ClaimCheckResponseSchema },
      },
    },
    async (request) => ({ data: await checkClaims(ctx, await caller(request)) }),
  );

  app.get(
    '/gallery/:id',
    {
      schema: {
        tags,
        summary: 'One Guardian to draw with its claim state',
        params: ContestPieceParamsSchema,
        response: { 200: ContestPieceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const piece = await findPiece(ctx, request.params.id, await caller(request));
      if (!piece) throw new NotFoundError(contestMessages.pieceUnknown);
      return { data: piece };
    },
  );

  app.post(
    '/gallery/claim/:id',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary:
          'Claims the Guardian to draw (201); claiming the one you hold releases it (200, released true)',
        params: ContestPieceParamsSchema,
        response: { 200: ClaimResponseSchema, 201: ClaimResponseSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await claimPiece(ctx, signedIn(request), request.params.id);
      reply.status(result.released ? 200 : 201);
      return { data: result };
    },
  );

  app.post(
    '/gallery/unclaim',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "Releases the caller's claim (404 when they hold none)",
        response: { 200: UnclaimResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await releaseClaim(ctx, signedIn(request)) }),
  );

  app.get(
    '/artist-judge/:account',
    {
      schema: {
        tags,
        summary: 'The judge with this account, or data null when the account is not a judge',
        params: JudgeAccountParamsSchema,
        response: { 200: JudgeLookupResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await findJudge(app.db, request.params.account) }),
  );
};

export default artContestsRoutes;
