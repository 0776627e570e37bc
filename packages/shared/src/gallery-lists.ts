import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { MAX_PAGE_OFFSET, NUL_MESSAGE, withoutNul } from './db-limits.ts';
import { listResponse } from './envelopes.ts';
import { ArtistSubmissionSchema, GALLERY_PAGE_SIZE } from './gallery.ts';

/** Spec 4: gallery sorts. */
export const GALLERY_SORTS = ['latest', 'oldest', 'most_reactions', 'least_reactions', 'random'] as const;
export type GallerySort = (typeof GALLERY_SORTS)[number];
export const GallerySortSchema = z.enum(GALLERY_SORTS);

export const galleryListMessages = {
  reactionType: 'Only a Love can be given to fan art',
  notFound: 'This submission does not exist',
} as const;

const showDisabled = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .default(false);

const tokenFilter = {
  tokenAddress: AddressSchema.optional(),
  tokenId: z
    .string()
    .regex(/^\d{1,78}$/, 'tokenId must be a number')
    .optional(),
};

/** `?offset&limit&sortBy&showDisabled&seed` of `/api/gallery/all` (GET and POST). */
export const GalleryListQuerySchema = z.object({
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(100).default(GALLERY_PAGE_SIZE),
  /** An unknown sort falls back to latest rather than failing (spec 4). */
  sortBy: z
    .string()
    .optional()
    .transform((v): GallerySort => GallerySortSchema.safeParse(v).data ?? 'latest'),
  /** Administrators only; ignored for everyone else. */
  showDisabled,
  /** Random order's seed, one per visit so paging never repeats; without it the order changes daily. */
  seed: z.string().trim().min(1).max(64).refine(withoutNul, NUL_MESSAGE).optional(),
  /** Only the fan art of one Guardian (both given), as on an item page. */
  ...tokenFilter,
});
export type GalleryListQuery = z.infer<typeof GalleryListQuerySchema>;

/** The POST variant's body: the account whose loves mark `userReaction.reactionActive`. */
export const GalleryListBodySchema = z
  .object({ userReactionData: z.object({ account: AddressSchema.nullish() }).nullish() })
  // A bodiless POST reaches validation as null.
  .nullish();
export type GalleryListBody = z.infer<typeof GalleryListBodySchema>;

export const GalleryListResponseSchema = listResponse(ArtistSubmissionSchema);
export type GalleryListResponse = z.infer<typeof GalleryListResponseSchema>;

export const GalleryCountQuerySchema = z.object({ showDisabled, ...tokenFilter });

export const GalleryReactionParamsSchema = z.object({
  id: z.coerce.number<string | number>().int().positive().max(2_147_483_647),
});
/** `reactionType` is 'Love' in the spec; any case is accepted, other reactions are refused. */
export const GalleryReactionBodySchema = z.object({
  reactionType: z
    .string()
    .refine((v) => v.toLowerCase() === 'love', galleryListMessages.reactionType)
    .meta({ pattern: '^[Ll][Oo][Vv][Ee]$' }), // the refinement, as the OpenAPI document states it
  /** Sets the love rather than toggling it, so a retried request cannot undo itself. */
  active: z.boolean().optional(),
});
export type GalleryReactionBody = z.infer<typeof GalleryReactionBodySchema>;

export const GalleryReactionSchema = z.object({
  reactionActive: z.boolean(),
  totalReactionsCount: z.number().int(),
});
export type GalleryReaction = z.infer<typeof GalleryReactionSchema>;
export const GalleryReactionResponseSchema = z.object({ data: GalleryReactionSchema });
