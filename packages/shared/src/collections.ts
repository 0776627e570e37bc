import { z } from 'zod';
import { AddressSchema } from './address.ts';

export const ChainIdQuerySchema = z.object({
  chainId: z.coerce.number().int().positive().optional(),
});

export const DefaultCollectionResponseSchema = z.object({
  data: z.object({ tokenAddress: AddressSchema.nullable() }),
});
