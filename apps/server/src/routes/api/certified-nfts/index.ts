import {
  CertifiedListQuerySchema,
  CertifiedListResponseSchema,
  CountResponseSchema,
  ErrorBodySchema,
  PrizeVerificationResponseSchema,
} from '@guardians/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createUrlPresenter } from '../../../services/catalogue/read/public-urls.ts';
import { PrizeNotSignedInError } from '../../../services/certified/certified-errors.ts';
import { certifiedFile, seedCertifiedNfts } from '../../../services/certified/certified-seed.ts';
import { countCertifiedNfts, listCertifiedNfts } from '../../../services/certified/certified-service.ts';
import {
  getPrizeVerification,
  verifyPrizeEligibility,
} from '../../../services/certified/prize-verification.ts';

/**
 * Checked here rather than with `config: { auth }`: the auth hook answers its own sentence, and the
 * spec words this 401 as 'User not authenticated!'.
 */
async function signedInAccount(request: FastifyRequest): Promise<string> {
  const session = await request.loadSession();
  if (!session) throw new PrizeNotSignedInError();
  return session.account.toLowerCase();
}

const certifiedNftsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The launcher deploys the demo collections before the app starts, so their addresses resolve here.
  await seedCertifiedNfts({ db: app.db, chainId: app.config.chainId }, certifiedFile(app.config.rootDir));
  const tags = ['certified-nfts'];
  const site = { chainId: app.config.chainId, defaultTokenAddress: app.config.defaultTokenAddress };
  const prizes = {
    db: app.db,
    urls: createUrlPresenter({ publicUrl: app.config.publicUrl, ipfsGateway: app.config.ipfsGateway }),
  };

  app.get(
    '/all',
    {
      schema: {
        tags,
        summary: 'The certified NFT prizes, paged, in prize order',
        querystring: CertifiedListQuerySchema,
        response: { 200: CertifiedListResponseSchema },
      },
    },
    async (request) => {
      const [items, total] = await Promise.all([
        listCertifiedNfts(prizes, request.query),
        countCertifiedNfts(app.db),
      ]);
      return { data: { items, total } };
    },
  );

  app.get(
    '/all/count',
    {
      schema: {
        tags,
        summary: 'How many certified NFT prizes there are',
        response: { 200: CountResponseSchema },
      },
    },
    async () => ({ data: await countCertifiedNfts(app.db) }),
  );

  app.get(
    '/verification/me',
    {
      schema: {
        tags,
        summary: "Whether the caller's collection was verified for the quest prizes",
        response: { 200: PrizeVerificationResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await getPrizeVerification(app.db, await signedInAccount(request)) }),
  );

  app.post(
    '/verification/me',
    {
      schema: {
        tags,
        summary:
          'Verifies the caller holds a Guardian, once (a verified account gets its answer unchanged; 409 NOT_HOLDER)',
        response: { 200: PrizeVerificationResponseSchema, 401: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) => ({
      data: await verifyPrizeEligibility(app.db, site, await signedInAccount(request)),
    }),
  );
};

export default certifiedNftsRoutes;
