import {
  ClaimSignatureQuerySchema,
  ClaimSignatureResponseSchema,
  ClaimVerifyQuerySchema,
  ClaimVerifyResponseSchema,
  CountResponseSchema,
  ErrorBodySchema,
  type LiveEvent,
  SupportedTokensResponseSchema,
  SwapLeaderboardPlaceParamsSchema,
  SwapLeaderboardPlaceResponseSchema,
  SwapLeaderboardQuerySchema,
  SwapLeaderboardResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishAfterCommit } from '../../../infra/live/publish-after-commit.ts';
import { NotSignedInError } from '../../../services/auth/auth-errors.ts';
import type { SwapDeps } from '../../../services/swaps/claim-setup.ts';
import { supportedTokens } from '../../../services/swaps/supported-tokens.ts';
import {
  swapLeaderboard,
  swapLeaderboardCount,
  swapLeaderboardPlace,
} from '../../../services/swaps/swap-leaderboard.ts';
import { issueVoucher, verifyVoucher } from '../../../services/swaps/voucher-service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  503: ErrorBodySchema,
};

/** A claim moves the account's coins and, once on chain, the swap leaderboard. */
function claimed(account: string): LiveEvent[] {
  const owner = account.toLowerCase();
  return [
    { type: 'claim', account: owner },
    { type: 'leaderboard', account: owner },
  ];
}

const swapsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SwapDeps = { db: app.db, chain: app.chain, config: app.config };
  // The document names this site's chain, the only one vouchers are signed for (another is WRONG_CHAIN).
  const claimQuery = ClaimSignatureQuerySchema.extend({
    chainId: ClaimSignatureQuerySchema.shape.chainId.meta({ enum: [app.chain.chainId] }),
  });

  app.get(
    '/supported-tokens',
    {
      schema: {
        tags: ['swaps'],
        summary: 'The coins claims pay out: the ERC-20, its claim contract and chain (empty when not set up)',
        response: { 200: SupportedTokensResponseSchema, 503: ErrorBodySchema },
      },
    },
    async () => {
      const items = await supportedTokens(deps);
      return { data: { items, total: items.length } };
    },
  );

  app.get(
    '/claim/signature',
    {
      config: { auth: 'signed-in', writes: true },
      schema: {
        tags: ['swaps'],
        summary:
          'Signs a claim voucher for the caller and reserves its coins (409 without enough coins or over what is left of the period max claim; unused, it expires and the coins return)',
        querystring: claimQuery,
        response: { 200: ClaimSignatureResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!request.session) throw new NotSignedInError();
      const data = await issueVoucher(deps, request.session.account, request.query);
      // The voucher's coins are reserved in the ledger: the balance moved.
      publishAfterCommit(app.live, ...claimed(data.account));
      return { data };
    },
  );

  app.get(
    '/claim/verify',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['swaps'],
        summary:
          "Settles the caller's voucher from the chain: claimed, or expired and refunded; 409 while it is neither",
        querystring: ClaimVerifyQuerySchema,
        response: { 200: ClaimVerifyResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!request.session) throw new NotSignedInError();
      const data = await verifyVoucher(deps, request.session.account, request.query);
      // Claimed (the swap leaderboard moves) or expired and refunded (the balance moves).
      if (data.status !== 'issued') publishAfterCommit(app.live, ...claimed(request.session.account));
      return { data };
    },
  );

  app.get(
    '/leaderboard',
    {
      schema: {
        tags: ['swaps'],
        summary: 'Accounts ranked by coins claimed on chain, paged',
        querystring: SwapLeaderboardQuerySchema,
        response: { 200: SwapLeaderboardResponseSchema },
      },
    },
    async (request) => {
      const [items, total] = await Promise.all([
        swapLeaderboard(app.db, app.chain.chainId, request.query),
        swapLeaderboardCount(app.db, app.chain.chainId),
      ]);
      return { data: { items, total } };
    },
  );

  app.get(
    '/leaderboard/count',
    {
      schema: {
        tags: ['swaps'],
        summary: 'How many accounts the swap leaderboard ranks',
        response: { 200: CountResponseSchema },
      },
    },
    async () => ({ data: await swapLeaderboardCount(app.db, app.chain.chainId) }),
  );

  app.get(
    '/leaderboard/:account',
    {
      schema: {
        tags: ['swaps'],
        summary:
          "One account's row on the swap leaderboard (its rank among everyone), or null before it has claimed on chain",
        params: SwapLeaderboardPlaceParamsSchema,
        response: { 200: SwapLeaderboardPlaceResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({
      data: (await swapLeaderboardPlace(app.db, app.chain.chainId, request.params.account)) ?? null,
    }),
  );
};

export default swapsRoutes;
