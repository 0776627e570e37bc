import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { TokenIdSchema } from './catalogue.ts';
import { CertifiedNftSchema } from './certified.ts';
import { NUL_MESSAGE, PG_INTEGER_MAX, withoutNul } from './db-limits.ts';
import { listResponse } from './envelopes.ts';

// The console's certified-prize schemas, apart from certified.ts so the quests page builds none.

/**
 * `POST /api/admin/certified-nfts`, `PUT /api/admin/certified-nfts/:id`: a prize is a token of one
 * of the site's collections; its picture is the item's (400 PRIZE_TOKEN_UNKNOWN when not indexed).
 */
export const CertifiedPrizeBodySchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(80).refine(withoutNul, NUL_MESSAGE),
  description: z.string().trim().max(400).refine(withoutNul, NUL_MESSAGE).default(''),
  tokenAddress: AddressSchema,
  tokenId: TokenIdSchema,
});
export type CertifiedPrizeBody = z.input<typeof CertifiedPrizeBodySchema>;
export const CertifiedPrizeParamsSchema = z.object({
  id: z.coerce.number<string>().int().positive().max(PG_INTEGER_MAX),
});

/** A prize as the console lists it: where it came from and whether the console changed it. */
export const ConsoleCertifiedPrizeSchema = CertifiedNftSchema.extend({
  /** The committed content file's slug; null for a prize added in the console. */
  slug: z.string().nullable(),
  /** Changed in the console: a later start keeps it as it is (the file no longer applies). */
  edited: z.boolean(),
  editedAt: z.iso.datetime().nullable(),
  editedBy: z.string().nullable(),
});
export type ConsoleCertifiedPrize = z.infer<typeof ConsoleCertifiedPrizeSchema>;
export const ConsoleCertifiedPrizeListResponseSchema = listResponse(ConsoleCertifiedPrizeSchema);
export const ConsoleCertifiedPrizeResponseSchema = z.object({ data: ConsoleCertifiedPrizeSchema });

/** `PUT /api/admin/certified-nfts/order`: every prize's id once, in the new order. */
export const CertifiedPrizeOrderBodySchema = z.object({
  ids: z
    .array(z.number().int().positive().max(PG_INTEGER_MAX))
    .min(1)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, 'each prize may appear once'),
});
