import {
  ErrorBodySchema,
  WalletAssetsBodySchema,
  WalletAssetsQuerySchema,
  WalletAssetsResponseSchema,
  WalletContractsQuerySchema,
  WalletContractsResponseSchema,
  WalletParamsSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadContext } from '../../../services/catalogue/read/read-context.ts';
import { getWalletAssets } from '../../../services/catalogue/read/wallet-assets.ts';
import { getWalletContracts } from '../../../services/catalogue/read/wallet-contracts.ts';
import { addBestOffers } from '../../../services/offers/best-offers.ts';

const tags = ['wallets'];

const walletsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createReadContext({ db: app.db, chainId: app.chain.chainId, config: app.config });
  const offerDeps = { db: app.db, chain: app.chain, config: app.config, read: ctx };

  app.get(
    '/account/:account/contracts',
    {
      schema: {
        tags,
        summary: 'The collections in which the wallet holds live items, with how many',
        params: WalletParamsSchema,
        querystring: WalletContractsQuerySchema,
        response: { 200: WalletContractsResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const items = await getWalletContracts(ctx, request.params.account, request.query.chainId);
      return { data: { items, total: items.length } };
    },
  );

  app.post(
    '/account/:account',
    {
      config: { reads: true },
      schema: {
        tags,
        summary: "The wallet's items in one collection (body tokenAddress), paged, by token id",
        params: WalletParamsSchema,
        querystring: WalletAssetsQuerySchema,
        body: WalletAssetsBodySchema,
        response: { 200: WalletAssetsResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const page = await getWalletAssets(
        ctx,
        request.params.account,
        request.body.tokenAddress,
        request.query,
      );
      // The offers area adds each item's best offer to the catalogue's prices (decision 0091).
      await addBestOffers(offerDeps, page.prices, request.log);
      return { data: page };
    },
  );
};

export default walletsRoutes;
