import {
  CreateOfferBodySchema,
  ErrorBodySchema,
  OfferHashParamsSchema,
  OfferResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishAfterCommit } from '../../../infra/live/publish-after-commit.ts';
import { NotSignedInError } from '../../../services/auth/auth-errors.ts';
import { createReadContext } from '../../../services/catalogue/read/read-context.ts';
import { getOffer } from '../../../services/offers/offer-reads.ts';
import { createOffer } from '../../../services/offers/offer-service.ts';

const tags = ['offers'];

const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = createReadContext({ db: app.db, chainId: app.chain.chainId, config: app.config });
  const deps = { db: app.db, chain: app.chain, config: app.config, read };

  app.post(
    '/',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary:
          "Stores the caller's signed GuardianMarketplace offer on an item, a collection or a trait, " +
          'after checking its digest, signature, nonce, WETH balance and allowance, and for a trait offer ' +
          'that its root covers exactly the indexed items with the trait (201; 200 with the stored one ' +
          'when posted again)',
        body: CreateOfferBodySchema,
        response: {
          200: OfferResponseSchema,
          201: OfferResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.session) throw new NotSignedInError();
      const { created, offer } = await createOffer(deps, request.session.account, request.body);
      // A new offer changes what collection and item pages show (their cached lists refetch).
      if (created) publishAfterCommit(app.live, { type: 'catalogue' });
      reply.status(created ? 201 : 200);
      return { data: offer };
    },
  );

  app.get(
    '/:hash',
    {
      schema: {
        tags,
        summary:
          'One offer by its EIP-712 digest, with its status now (the funds of an open offer are read from WETH)',
        params: OfferHashParamsSchema,
        response: { 200: OfferResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await getOffer(deps, request.params.hash) }),
  );
};

export default offersRoutes;
