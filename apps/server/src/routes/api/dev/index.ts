import { FaucetRequestSchema, FaucetResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fundBurnerWallet } from '../../../chain/faucet-service.ts';
import { NotFoundError } from '../../../errors.ts';
import { isLocalChain } from '../../../services/site-config/env-settings.ts';

/** Development helpers that exist only on the local chain. */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/faucet',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['development'],
        summary: 'Funds a burner wallet with test ether (local chain only)',
        body: FaucetRequestSchema,
        response: { 200: FaucetResponseSchema },
      },
    },
    async (request) => {
      if (!isLocalChain(app.chain)) throw new NotFoundError('The faucet exists only on the local chain');
      return { data: await fundBurnerWallet(app.db, app.chain, request.body.address) };
    },
  );
};

export default devRoutes;
