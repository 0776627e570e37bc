import { CreateListingBodySchema, ErrorBodySchema, ListingResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishAfterCommit } from '../../../infra/live/publish-after-commit.ts';
import { NotSignedInError } from '../../../services/auth/auth-errors.ts';
import { createReadContext } from '../../../services/catalogue/read/read-context.ts';
import { alertWatchersOfListing } from '../../../services/notifications/price-drops.ts';
import { createListing } from '../../../services/trading/listing-service.ts';

const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = createReadContext({ db: app.db, chainId: app.chain.chainId, config: app.config });
  const deps = { db: app.db, chain: app.chain, config: app.config, read };

  app.post(
    '/',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['trading'],
        summary:
          "Stores the caller's signed GuardianMarketplace listing (201; 200 with the stored one when posted again)",
        body: CreateListingBodySchema,
        response: {
          200: ListingResponseSchema,
          201: ListingResponseSchema,
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
      const { created, listing } = await createListing(deps, request.session.account, request.body);
      // A new listing moves the collection's floor and listed count (cached collection lists).
      if (created) publishAfterCommit(app.live, { type: 'catalogue' });
      // Watchers whose alert it meets hear of it (decision 0088). The listing stands either way: a
      // failed check is logged, not answered.
      if (created) {
        await alertWatchersOfListing(app.db, listing).catch((err: unknown) =>
          request.log.error({ err, listing: listing.hash }, 'price-drop alerts failed'),
        );
      }
      reply.status(created ? 201 : 200);
      return { data: listing };
    },
  );
};

export default listingsRoutes;
