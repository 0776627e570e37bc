import {
  ChainIdOnlyQuerySchema,
  ErrorBodySchema,
  NftListingResponseSchema,
  NftParamsSchema,
  NftPriceResponseSchema,
  NftRaritiesResponseSchema,
  NftRarityResponseSchema,
  NftReindexResponseSchema,
  NftResponseSchema,
  TransfersQuerySchema,
  TransfersResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createIndexer } from '../../../indexer/indexer.ts';
import { metadataOptionsFor } from '../../../indexer/metadata/metadata-options.ts';
import { serializedReplies } from '../../../infra/http/serialized-replies.ts';
import { reindexAsset } from '../../../services/catalogue/indexing/token-reindex.ts';
import { getNftDetail } from '../../../services/catalogue/read/asset-detail.ts';
import { getAssetPrice } from '../../../services/catalogue/read/asset-prices.ts';
import { getRarities, getRarity } from '../../../services/catalogue/read/rarity.ts';
import { createRarityTables } from '../../../services/catalogue/read/rarity-table.ts';
import { createReadContext } from '../../../services/catalogue/read/read-context.ts';
import { getTokenTransfers } from '../../../services/catalogue/read/token-transfers.ts';
import { addBestOffers } from '../../../services/offers/best-offers.ts';
import { getBuyableListing } from '../../../services/trading/listing-service.ts';

const tags = ['nfts'];
const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };
/** Each reindex fetches from the token's metadata host: a few per minute per IP. */
export const REINDEX_PER_MINUTE = 10;

const nftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createReadContext({
    db: app.db,
    chainId: app.chain.chainId,
    config: app.config,
    changeFeed: app.changeFeed,
  });
  // Only reindexToken is used: no loops are started, so this adds no background work.
  const indexer = createIndexer({ db: app.db, chain: app.chain, metadata: metadataOptionsFor(app.config) });
  const rarity = createRarityTables(app.db, {
    onRefreshError: (err, key) => app.log.error({ err, collection: key }, 'rarity table refresh failed'),
  });

  const offerDeps = { db: app.db, chain: app.chain, config: app.config, read: ctx };

  const sendItem = serializedReplies();

  // Static prefix: Fastify matches it before /nfts/:token/:id, so 'transfers' is never read as a token.
  app.get(
    '/transfers/:token/:id',
    {
      schema: {
        tags,
        summary: "A live token's transfers, newest first",
        params: NftParamsSchema,
        querystring: TransfersQuerySchema,
        response: { 200: TransfersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { offset, limit, chainId } = request.query;
      return { data: await getTokenTransfers(ctx, { ...request.params, chainId }, { offset, limit }) };
    },
  );

  app.get(
    '/:token/:id',
    {
      schema: {
        tags,
        summary: 'One item with its traits, collection and chain',
        params: NftParamsSchema,
        querystring: ChainIdOnlyQuerySchema,
        response: { 200: NftResponseSchema, ...errors },
      },
    },
    // Fields named, not spread: spreading the parsed params and query took V8's slow path, a tenth
    // of this hot route's CPU (decision 0063).
    async ({ params, query }, reply) =>
      sendItem(
        reply,
        await getNftDetail(ctx, { token: params.token, id: params.id, chainId: query.chainId }),
      ),
  );

  app.get(
    '/:token/:id/rarity',
    {
      schema: {
        tags,
        summary: 'Rarity score (sum of 1 / trait share) and rank among live tokens, 1 = rarest',
        params: NftParamsSchema,
        querystring: ChainIdOnlyQuerySchema,
        response: { 200: NftRarityResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await getRarity(ctx, rarity, { ...request.params, ...request.query }) }),
  );

  app.get(
    '/:token/:id/rarities',
    {
      schema: {
        tags,
        summary: "Each of the item's traits with how many live tokens share it",
        params: NftParamsSchema,
        querystring: ChainIdOnlyQuerySchema,
        response: { 200: NftRaritiesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const items = await getRarities(ctx, rarity, { ...request.params, ...request.query });
      return { data: { items, total: items.length } };
    },
  );

  app.get(
    '/:token/:id/price',
    {
      schema: {
        tags,
        summary:
          "The item's listing price (null while it is not for sale), last sale and best offer (absent when the chain did not answer in time)",
        params: NftParamsSchema,
        querystring: ChainIdOnlyQuerySchema,
        response: { 200: NftPriceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const price = await getAssetPrice(ctx, { ...request.params, ...request.query });
      // The offers area adds the item's best offer to the catalogue's price (decision 0091).
      await addBestOffers(offerDeps, [price], request.log);
      return { data: price };
    },
  );

  app.get(
    '/:token/:id/listing',
    {
      schema: {
        tags,
        summary:
          'The cheapest listing a buyer can fill now, with its signature (checked on chain: approval, nonce); null when none',
        params: NftParamsSchema,
        querystring: ChainIdOnlyQuerySchema,
        response: { 200: NftListingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await getBuyableListing(
        { db: app.db, chain: app.chain, config: app.config, read: ctx },
        { ...request.params, ...request.query },
      ),
    }),
  );

  app.post(
    '/:token/:id/reindex',
    {
      config: { rateLimit: { max: REINDEX_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "Refetches the item's metadata now (token URI read again from the chain)",
        params: NftParamsSchema,
        querystring: ChainIdOnlyQuerySchema,
        response: { 200: NftReindexResponseSchema, ...errors, 429: ErrorBodySchema },
      },
    },
    async (request) => ({
      data: await reindexAsset(ctx, { indexer, rarity }, { ...request.params, ...request.query }),
    }),
  );
};

export default nftsRoutes;
