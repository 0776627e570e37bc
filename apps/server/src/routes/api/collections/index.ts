import {
  ChainIdOnlyQuerySchema,
  CollectionHistoryQuerySchema,
  CollectionHistoryResponseSchema,
  CollectionItemsBodySchema,
  CollectionItemsQuerySchema,
  CollectionItemsResponseSchema,
  CollectionListQuerySchema,
  CollectionListResponseSchema,
  CollectionMetadataQuerySchema,
  CollectionMetadataResponseSchema,
  CollectionRefParamsSchema,
  CountResponseSchema,
  ErrorBodySchema,
  UniqueAttributesResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collectionsFirstPage, collectionsTagsFor } from '../../../infra/list-cache/hot-lists.ts';
import { hotListCache } from '../../../infra/list-cache/live-invalidation.ts';
import { getCollectionHistory } from '../../../services/catalogue/read/collection-history.ts';
import { getCollectionItems } from '../../../services/catalogue/read/collection-items.ts';
import { listCollections } from '../../../services/catalogue/read/collection-list.ts';
import { getUniqueOwners } from '../../../services/catalogue/read/collection-stats.ts';
import { getUniqueAttributes } from '../../../services/catalogue/read/collection-traits.ts';
import { getCollectionMetadata } from '../../../services/catalogue/read/collection-view.ts';
import { createReadContext } from '../../../services/catalogue/read/read-context.ts';
import { addBestOffers } from '../../../services/offers/best-offers.ts';
import { topCollectionOfferInTime } from '../../../services/offers/top-offer.ts';

const tags = ['collections'];
const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

const collectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here only reads the public catalogue: all of it goes to the read replica when there
  // is one (one context, so one in-memory trait index per collection).
  const ctx = createReadContext({ db: app.readDb, chainId: app.chain.chainId, config: app.config });
  const lists = hotListCache(
    { redis: app.redis, live: app.live, readsReplica: app.readDb !== app.db, log: app.log },
    collectionsTagsFor,
  );
  app.addHook('onClose', async () => lists.close());
  // Offers are read from the primary, as the offers' own routes read them (a new one shows at once).
  const offerDeps = {
    db: app.db,
    chain: app.chain,
    config: app.config,
    read: createReadContext({ db: app.db, chainId: app.chain.chainId, config: app.config }),
  };

  app.get(
    '/all',
    {
      schema: {
        tags,
        summary: 'Every collection of the chain with presale, stats and total supply, by market cap',
        querystring: CollectionListQuerySchema,
        response: { 200: CollectionListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const list = () => listCollections(ctx, request.query);
      const cached = collectionsFirstPage(request.query, ctx.servedChainId);
      return { data: cached ? await lists.cache.read(cached, list) : await list() };
    },
  );

  app.get(
    '/:token',
    {
      schema: {
        tags,
        summary: "A page of a collection's items (by address or slug), by token id or by price",
        params: CollectionRefParamsSchema,
        querystring: CollectionItemsQuerySchema,
        response: { 200: CollectionItemsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = await getCollectionItems(ctx, request.params.token, request.query);
      // The offers area adds each item's best offer to the catalogue's prices (decision 0091).
      await addBestOffers(offerDeps, page.prices, request.log);
      return { data: page };
    },
  );

  app.post(
    '/:token',
    {
      config: { reads: true },
      schema: {
        tags,
        summary: 'A page of items filtered by traits: values of one type ORed, types ANDed',
        params: CollectionRefParamsSchema,
        querystring: CollectionItemsQuerySchema,
        body: CollectionItemsBodySchema,
        response: { 200: CollectionItemsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = await getCollectionItems(ctx, request.params.token, request.query, request.body);
      await addBestOffers(offerDeps, page.prices, request.log);
      return { data: page };
    },
  );

  app.get(
    '/:token/unique-attributes',
    {
      schema: {
        tags,
        summary: "Every trait type's values (most common first) with counts, over live tokens",
        params: CollectionRefParamsSchema,
        querystring: ChainIdOnlyQuerySchema,
        response: { 200: UniqueAttributesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { token } = request.params;
      const { traits, counts } = await getUniqueAttributes(ctx, token, request.query.chainId);
      return { data: traits, counts };
    },
  );

  app.get(
    '/:token/metadata',
    {
      schema: {
        tags,
        summary:
          'Collection metadata by address or slug; presale, stats and total supply on request. The stats ' +
          'carry `top_offer`, the best open collection offer its offerer can pay now (null: none; absent when the chain did not answer in time)',
        params: CollectionRefParamsSchema,
        querystring: CollectionMetadataQuerySchema,
        response: { 200: CollectionMetadataResponseSchema, ...errors },
      },
    },
    async (request) => {
      const view = await getCollectionMetadata(ctx, request.params.token, request.query);
      if (view.stats) {
        // The offers area adds its figure to the catalogue's stats (the catalogue does not read offers).
        const top = await topCollectionOfferInTime(offerDeps, view.tokenAddress, request.log);
        if (top !== undefined) view.stats.total.top_offer = top;
      }
      return { data: view };
    },
  );

  app.get(
    '/:token/stats/history',
    {
      schema: {
        tags,
        summary: 'Volume, sales, average price and floor per hour (one_day) or day over the interval',
        params: CollectionRefParamsSchema,
        querystring: CollectionHistoryQuerySchema,
        response: { 200: CollectionHistoryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await getCollectionHistory(ctx, request.params.token, request.query),
    }),
  );

  app.get(
    '/:token/unique-owners',
    {
      schema: {
        tags,
        summary: 'How many distinct wallets hold live tokens of the collection',
        params: CollectionRefParamsSchema,
        querystring: ChainIdOnlyQuerySchema,
        response: { 200: CountResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await getUniqueOwners(ctx, request.params.token, request.query.chainId) }),
  );
};

export default collectionsRoutes;
