import { z } from 'zod';
import { AddressSchema } from './address.ts';

/** POST /api/dev/faucet (local chain only): funds a burner wallet. */
export const FaucetRequestSchema = z.object({ address: AddressSchema });
export const FaucetResponseSchema = z.object({
  /** giftedTokens: demo tokens moved to a newly funded burner wallet. */
  data: z.object({ txHash: z.string().nullable(), giftedTokens: z.number().int().nonnegative() }),
});
