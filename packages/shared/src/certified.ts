import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { MAX_PAGE_OFFSET } from './db-limits.ts';
import { listResponse } from './envelopes.ts';

/** Spec 9: prizes 8 per page in the minimal view (one page). */
export const CERTIFIED_PAGE_SIZE = 8;

export const certifiedMessages = {
  none: 'No certified NFTs available',
  verifying: 'Verifying your collection...',
  verified: 'Successfully verified!',
  notAuthenticated: 'User not authenticated!',
  /** The verify call found no Guardian in the wallet. */
  notHolder: 'Hold a Guardian to be verified for the quest prizes',
} as const;

/** Spec 3 certified NFT prize (`_id`, name, image) with where the prize token lives. */
export const CertifiedNftSchema = z.object({
  _id: z.number().int(),
  name: z.string(),
  image: z.string(),
  description: z.string(),
  tokenAddress: AddressSchema.nullable(),
  tokenId: z.string().nullable(),
  /** The item page of the prize token on this site, when it is one of ours. */
  href: z.string().nullable(),
});
export type CertifiedNft = z.infer<typeof CertifiedNftSchema>;

export const CertifiedListQuerySchema = z.object({
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(100).default(CERTIFIED_PAGE_SIZE),
});
export const CertifiedListResponseSchema = listResponse(CertifiedNftSchema);

/**
 * Quest-prize verification (spec 4): GET answers the flag, POST verifies the caller's collection once;
 * once true, the web skips the call.
 */
export const PrizeVerificationSchema = z.object({
  verified: z.boolean(),
  verifiedAt: z.iso.datetime().nullable(),
  /** Guardians held at the moment of verification. */
  held: z.number().int(),
});
export type PrizeVerification = z.infer<typeof PrizeVerificationSchema>;
export const PrizeVerificationResponseSchema = z.object({ data: PrizeVerificationSchema });

/**
 * One entry of content/certified-nfts.json; `slug` is the stable key. `collection` is a collection
 * slug: its address is looked up on this site's chain; `image` defaults to the demo art of the token.
 */
export const CertifiedContentSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1).max(80),
  description: z.string().max(400).default(''),
  collection: z.string().regex(/^[a-z0-9-]+$/),
  tokenId: z.number().int().min(0),
  image: z.string().min(1).optional(),
});
export const CertifiedContentFileSchema = z.array(CertifiedContentSchema).min(1);
export type CertifiedContent = z.infer<typeof CertifiedContentSchema>;
