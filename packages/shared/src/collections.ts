import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { PG_INTEGER_MAX } from './db-limits.ts';

export const ChainIdQuerySchema = z.object({
  chainId: z.coerce.number().int().positive().max(PG_INTEGER_MAX).optional(),
});

export const DefaultCollectionResponseSchema = z.object({
  data: z.object({ tokenAddress: AddressSchema.nullable() }),
});
