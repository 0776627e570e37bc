import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { AssetSchema, PriceSchema, ReactionCountSchema, TokenIdSchema } from './catalogue.ts';
import { PG_INTEGER_MAX } from './db-limits.ts';
import { listResponse } from './envelopes.ts';
import { booleanFlag, pageQuery } from './query-fields.ts';

/** Spec 3 enumeration: items are liked, gallery and contest art is loved. */
export const reactionTypes = ['like', 'love'] as const;
export const ReactionTypeSchema = z.enum(reactionTypes);
export type ReactionType = z.infer<typeof ReactionTypeSchema>;

export const REACTION_MESSAGES = {
  xNotLinked: 'Link your X account to react',
  tooManyPairs: 'Ask for at most 100 items at once',
  typeRequired: 'type is required: like or love, in the query or the body',
  disagree: (field: string) =>
    `${field} differs between the query and the body: send it once, or the same in both`,
} as const;

/** At most one grid page (CATALOGUE_MAX_PAGE_SIZE) per batch call. */
export const REACTION_BATCH_MAX = 100;

export const ReactionChainQuerySchema = z.object({
  chainId: z.coerce.number<string | number>().int().positive().max(PG_INTEGER_MAX).optional(),
});

/**
 * POST /api/nfts/reactions/update/{token}/{id}. Without `active` the caller's reaction toggles;
 * with it, the reaction is set to that state, so a retried request cannot undo itself.
 *
 * The spec's form passes `chainId` and `type` in the query (`?chainId=1&type=like`); the JSON body
 * form (`{ chainId, type, active }`) works too. Each field may come from either; given in both, the
 * two must agree (400 otherwise), and `type` must come from one of them (decision 0068).
 */
export const ReactionUpdateQuerySchema = z.object({
  chainId: z.coerce.number<string | number>().int().positive().max(PG_INTEGER_MAX).optional(),
  type: ReactionTypeSchema.optional(),
  active: booleanFlag.optional(),
});
export type ReactionUpdateQuery = z.infer<typeof ReactionUpdateQuerySchema>;
export const ReactionUpdateBodySchema = z
  .object({
    chainId: z.number().int().positive().max(PG_INTEGER_MAX).optional(),
    type: ReactionTypeSchema.optional(),
    active: z.boolean().optional(),
  })
  // A bodiless POST (the query form) reaches validation as null.
  .nullish();
export type ReactionUpdateBody = z.infer<typeof ReactionUpdateBodySchema>;

export const NftReactionsSchema = z.object({
  tokenAddress: z.string(),
  tokenId: z.string(),
  /** Reactions of every type: the number item cards show (spec 3 'Reaction count'). */
  totalCount: z.number().int(),
  counts: z.object({ like: z.number().int(), love: z.number().int() }),
  /** The signed-in caller's own reactions; null for a visitor. */
  userReaction: z.object({ like: z.boolean(), love: z.boolean() }).nullable(),
});
export type NftReactions = z.infer<typeof NftReactionsSchema>;
export const NftReactionsResponseSchema = z.object({ data: NftReactionsSchema });

const TokenPairSchema = z.object({ tokenAddress: AddressSchema, tokenId: TokenIdSchema });

export const ReactionBatchBodySchema = z.object({
  chainId: z.number().int().positive().max(PG_INTEGER_MAX).optional(),
  filter: z.array(TokenPairSchema).max(REACTION_BATCH_MAX, REACTION_MESSAGES.tooManyPairs),
});
export type ReactionBatchBody = z.infer<typeof ReactionBatchBodySchema>;
export const ReactionBatchResponseSchema = listResponse(ReactionCountSchema);

export const LikedAssetsParamsSchema = z.object({ account: AddressSchema });
export const LikedAssetsQuerySchema = z.object({
  chainId: z.coerce.number<string | number>().int().positive().max(PG_INTEGER_MAX).optional(),
  /** One collection's liked items (the wallet page's collection picker); all collections without it. */
  collection: AddressSchema.optional(),
  ...pageQuery,
});
export type LikedAssetsQuery = z.infer<typeof LikedAssetsQuerySchema>;
export const LikedAssetsResponseSchema = z.object({
  data: z.object({
    assets: z.array(AssetSchema),
    reactions: z.array(ReactionCountSchema),
    prices: z.array(PriceSchema),
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
  }),
});
export type LikedAssetsPage = z.infer<typeof LikedAssetsResponseSchema>['data'];
