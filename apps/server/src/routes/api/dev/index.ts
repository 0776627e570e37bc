import { AddressSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../../errors.ts';
import { fundBurnerWallet } from '../../../services/chain/faucet-service.ts';
import { isLocalChain } from '../../../services/site-config/env-settings.ts';

const FaucetResponseSchema = z.object({ data: z.object({ txHash: z.string().nullable() }) });

/** Development helpers that exist only on the local chain. */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/faucet',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['development'],
        summary: 'Funds a burner wallet with test ether (local chain only)',
        body: z.object({ address: AddressSchema }),
        response: { 200: FaucetResponseSchema },
      },
    },
    async (request) => {
      if (!isLocalChain(app.chain)) throw new NotFoundError('The faucet exists only on the local chain');
      const txHash = await fundBurnerWallet(app.chain, request.body.address);
      return { data: { txHash } };
    },
  );
};

export default devRoutes;
