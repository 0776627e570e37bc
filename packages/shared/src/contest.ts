import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { MAX_PAGE_OFFSET, NUL_MESSAGE, withoutNul } from './db-limits.ts';
import { listResponse } from './envelopes.ts';

/** Contest gallery pages (claimable Guardians), like the other gallery lists. */
export const CONTEST_PAGE_SIZE = 25;
export const CONTEST_MAX_PAGE_SIZE = 100;
/**
 * The most claims (switches included) one account may make; the server reads
 * CONTEST_CLAIM_THRESHOLD when set (decision 0039).
 */
export const CONTEST_CLAIM_THRESHOLD_DEFAULT = 3;
/** Spec: claim toasts stay 3000 ms. */
export const CONTEST_TOAST_MS = 3000;
export const JUDGE_NAME_MAX = 60;

export const contestMessages = {
  claimPending: 'Processing claim in progress...',
  claimed: 'Claim successfully!',
  unclaimed: 'UnClaimed successfully!',
  tryLater: 'Please try again later!',
  pieceTaken: 'This Guardian is already claimed',
  alreadyHolding: 'You already hold a claim: release it first',
  takenAfterRelease: 'Someone else took this Guardian after you released it',
  thresholdReached: 'You have used all your claims',
  noActiveClaim: 'You have no claim to release',
  pieceUnknown: 'This Guardian does not exist',
  notAJudge: 'This account is not a judge',
} as const;

export const ContestPageQuerySchema = z.object({
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce
    .number<string | number>()
    .int()
    .min(1)
    .max(CONTEST_MAX_PAGE_SIZE)
    .default(CONTEST_PAGE_SIZE),
  /** A token id or part of a name (`total` then counts the matches). */
  search: z.string().trim().max(80).refine(withoutNul, NUL_MESSAGE).optional(),
  /** One Guardian's pieces: the Guardian's name (the collection's Body trait). */
  guardian: z.string().trim().max(60).refine(withoutNul, NUL_MESSAGE).optional(),
});
export type ContestPageQuery = z.infer<typeof ContestPageQuerySchema>;

/** A piece is a Guardian of the default collection; its id is the token id (decimal). */
export const ContestPieceParamsSchema = z.object({
  id: z.string().regex(/^\d{1,78}$/, 'id must be a token id'),
});

export const ClaimStateSchema = z.object({
  claimed: z.boolean(),
  /** The holder's username, else their shortened address; null when unclaimed. */
  claimedBy: z.string().nullable(),
  /** True when the signed-in caller holds the claim. */
  mine: z.boolean(),
});
export type ClaimState = z.infer<typeof ClaimStateSchema>;

export const ContestPieceSchema = z.object({
  id: z.string(),
  tokenAddress: z.string(),
  name: z.string().nullable(),
  image: z.string().nullable(),
  thumbnail: z.string().nullable(),
  claim: ClaimStateSchema,
});
export type ContestPiece = z.infer<typeof ContestPieceSchema>;

export const ContestPieceListResponseSchema = listResponse(ContestPieceSchema);
export const ContestPieceResponseSchema = z.object({ data: ContestPieceSchema });

/** `released` true: the caller claimed the piece they held, which releases it. */
export const ClaimResultSchema = z.object({
  piece: ContestPieceSchema,
  released: z.boolean(),
  message: z.string(),
});
export const ClaimResponseSchema = z.object({ data: ClaimResultSchema });
export type ClaimResult = z.infer<typeof ClaimResultSchema>;

export const UnclaimResponseSchema = z.object({
  /** null when the released piece no longer exists (burned while claimed). */
  data: z.object({ piece: ContestPieceSchema.nullable(), message: z.string() }),
});

export const ClaimCheckSchema = z.object({
  hasClaimed: z.boolean(),
  claimsCount: z.number().int(),
  claimThreshold: z.number().int(),
  /** The piece the caller holds (null when none, or when it was burned while claimed). */
  piece: ContestPieceSchema.nullable(),
});
export type ClaimCheck = z.infer<typeof ClaimCheckSchema>;
export const ClaimCheckResponseSchema = z.object({ data: ClaimCheckSchema });

export const JudgeAccountParamsSchema = z.object({ account: AddressSchema });
export const JudgeSchema = z.object({ account: z.string(), name: z.string() });
export type Judge = z.infer<typeof JudgeSchema>;
export const JudgeLookupResponseSchema = z.object({ data: JudgeSchema.nullable() });
export const JudgeResponseSchema = z.object({ data: JudgeSchema });
export const JudgeBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'name is required')
    .max(JUDGE_NAME_MAX, `name must be at most ${JUDGE_NAME_MAX} characters`)
    .refine(withoutNul, NUL_MESSAGE),
});

/**
 * A stage of the contest (Odyssey's Mystic Forest, Mystic River, Great Waterfall: about two weeks
 * each, with a cash prize), as the console sets it. `GET /api/art-contests/stages` lists them by start.
 */
export const ContestStageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The stage's cash prize in whole US dollars. */
  prizeUsd: z.number().int(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type ContestStage = z.infer<typeof ContestStageSchema>;
export const ContestStageListResponseSchema = listResponse(ContestStageSchema);
