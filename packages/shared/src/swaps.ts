import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { MAX_PAGE_OFFSET, PG_INTEGER_MAX } from './db-limits.ts';
import { listResponse } from './envelopes.ts';

/** An unused voucher answers on chain this long; then its coins return to the balance. */
export const CLAIM_VOUCHER_TTL_SECONDS = 900;
export const SWAP_LEADERBOARD_PAGE_SIZE = 25;

export const swapMessages = {
  processing: 'Processing claim in progress...',
  success: 'Claim successfully!',
  fallback: 'Please try again later!',
  notEnoughCoins: 'You do not have enough coins for this claim',
  overMaxClaim: 'This is more than you may claim in one period',
  invalidAmount: 'Enter an amount of coins greater than 0, with at most 2 decimals',
  unknownToken: 'This token cannot be claimed',
  wrongChain: 'Claims run on another network',
  voucherUnknown: 'This claim does not exist',
  notClaimedYet: 'The claim is not on chain yet',
  unavailable: 'Claims are not available on this site yet',
  chainDown: 'Claims are paused: the blockchain node is not answering. Try again in a moment.',
} as const;

/** GET /api/swaps/supported-tokens: what coins claim into (the ERC-20 and its claim contract). */
export const SupportedTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
  chainId: z.number().int(),
  tokenAddress: AddressSchema,
  claimContract: AddressSchema,
});
export type SupportedToken = z.infer<typeof SupportedTokenSchema>;
export const SupportedTokensResponseSchema = listResponse(SupportedTokenSchema);

/**
 * GET /api/swaps/claim/signature?chainId&amount&id: `id` is the supported token's id, `amount` coins
 * (2 decimals). The answer is the voucher for `claim(signature, id, amountWei, deadline)`, whose `id`
 * is the voucher's own (decision 0031).
 */
export const ClaimSignatureQuerySchema = z.object({
  chainId: z.coerce.number<string | number>().int().positive().max(PG_INTEGER_MAX),
  // Checked by the claim service (INVALID_AMOUNT); the pattern tells the OpenAPI document the same:
  // up to 18 whole digits and 2 decimals, not zero.
  amount: z.string().trim().meta({ pattern: '^\\s*(?=[0-9.]*[1-9])[0-9]{1,18}(\\.[0-9]{1,2})?\\s*$' }),
  id: z.coerce.number<string | number>().int().positive(),
});
export const ClaimVoucherSchema = z.object({
  signature: z.string(),
  /** The voucher id (uint256 as a decimal string). */
  id: z.string(),
  amountWei: z.string(),
  deadline: z.number().int(),
  account: AddressSchema,
  claimContract: AddressSchema,
  chainId: z.number().int(),
  amount: z.number(),
});
export type ClaimVoucher = z.infer<typeof ClaimVoucherSchema>;
export const ClaimSignatureResponseSchema = z.object({ data: ClaimVoucherSchema });

/**
 * GET /api/swaps/claim/verify?id[&txHash]: confirms the voucher's Claimed event and finalises the
 * ledger. `txHash`, the wallet's claim transaction, is optional: it spares the server a log search.
 */
export const ClaimVerifyQuerySchema = z.object({
  id: z.string().regex(/^\d{1,78}$/, 'id must be a voucher id'),
  txHash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'txHash must be a transaction hash')
    .optional(),
});
export const claimStatuses = ['issued', 'claimed', 'expired'] as const;
export const ClaimStatusSchema = z.enum(claimStatuses);
export const ClaimVerifySchema = z.object({
  id: z.string(),
  status: ClaimStatusSchema,
  txHash: z.string().nullable(),
  /** When the voucher was finalised (claimed) or expired; null while issued. */
  settledAt: z.iso.datetime().nullable(),
  /** The caller's coin balance after settling. */
  balance: z.number(),
});
export const ClaimVerifyResponseSchema = z.object({ data: ClaimVerifySchema });

export const SwapLeaderboardEntrySchema = z.object({
  _id: z.string(),
  account: AddressSchema,
  /** Coins claimed on chain (finalised vouchers). */
  totalClaimed: z.number(),
  claimsCount: z.number().int(),
  rank: z.number().int(),
});
export type SwapLeaderboardEntry = z.infer<typeof SwapLeaderboardEntrySchema>;
export const SwapLeaderboardQuerySchema = z.object({
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(100).default(SWAP_LEADERBOARD_PAGE_SIZE),
});
export const SwapLeaderboardResponseSchema = listResponse(SwapLeaderboardEntrySchema);
export const SwapLeaderboardPlaceParamsSchema = z.object({ account: AddressSchema });
/** One account's row with its rank among everyone; null before it has claimed on chain. */
export const SwapLeaderboardPlaceResponseSchema = z.object({ data: SwapLeaderboardEntrySchema.nullable() });
