import {
  AccountOfferListResponseSchema,
  AccountOffersQuerySchema,
  CollectionOffersQuerySchema,
  CollectionRefParamsSchema,
  ErrorBodySchema,
  ItemOfferListResponseSchema,
  ItemOffersQuerySchema,
  NftParamsSchema,
  OFFER_ELIGIBLE_MAX,
  OfferAccountParamsSchema,
  OfferListResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadContext } from '../../../services/catalogue/read/read-context.ts';
import {
  getAccountOffers,
  getCollectionOffers,
  getItemOffers,
} from '../../../services/offers/offer-reads.ts';

const tags = ['offers'];
const OPEN =
  "`status` 'open' (the default) lists offers still acceptable by the chain and the clock, funded or not; 'all' adds filled, cancelled and expired ones";

/** The three lists of offers: on an item, on a collection, of an account. Empty where offers are not set up. */
const offerListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = createReadContext({ db: app.db, chainId: app.chain.chainId, config: app.config });
  const deps = { db: app.db, chain: app.chain, config: app.config, read };

  app.get(
    '/item/:token/:id',
    {
      schema: {
        tags,
        summary: `Offers a holder of the item could accept: on the item, on its collection, and trait offers covering it, best first (funded, highest, oldest), each with the item's Merkle proof for a trait offer. ${OPEN}`,
        params: NftParamsSchema,
        querystring: ItemOffersQuerySchema,
        response: { 200: ItemOfferListResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async ({ params, query }) => ({ data: await getItemOffers(deps, params, query) }),
  );

  app.get(
    '/collection/:token',
    {
      schema: {
        tags,
        summary: `A collection's offers on any item or on a trait (\`kind\`; \`traitType\`, \`traitValue\` narrow to trait offers), best first. The collection by address or slug. ${OPEN}`,
        params: CollectionRefParamsSchema,
        querystring: CollectionOffersQuerySchema,
        response: { 200: OfferListResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async ({ params, query }) => ({ data: await getCollectionOffers(deps, params.token, query) }),
  );

  app.get(
    '/account/:account',
    {
      schema: {
        tags,
        summary: `Offers the account made (\`role\` 'made', newest first) or could accept with the items it holds now ('received', best first, each with \`eligible\`: the account's items it would buy, at most ${OFFER_ELIGIBLE_MAX}, with the Merkle proof of each for a trait offer). ${OPEN}`,
        params: OfferAccountParamsSchema,
        querystring: AccountOffersQuerySchema,
        response: { 200: AccountOfferListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async ({ params, query }) => ({ data: await getAccountOffers(deps, params.account, query) }),
  );
};

export default offerListsRoutes;
