import { swapMessages } from '@guardians/shared/swaps';
import { ApiError } from '../../../lib/api-client.ts';
import { findRevert, isUserRejection } from '../../../lib/wallet/transaction-errors.ts';
import { formatCoins, weiToCoins } from './coin-amounts.ts';

/** GuardianCoinClaim's custom errors, by name, in words (others fall back to the spec's text). */
const CLAIM_REVERTS: Record<string, (args: readonly unknown[]) => string> = {
  InvalidClaimSignature: () => 'This claim’s signature is not valid. Please try again later!',
  ClaimExpired: () => 'This claim has expired. Please claim again.',
  ClaimAlreadyUsed: () => 'This claim has already been paid out.',
  ClaimAmountZero: () => swapMessages.invalidAmount,
  ClaimLimitExceeded: ([remaining]) =>
    `${swapMessages.overMaxClaim}: ${formatCoins(weiToCoins(remaining))} left.`,
  EnforcedPause: () => 'Claims are paused for now. Please try again later!',
};

/**
 * Spec 8 'Claim' failure: the server's message, or what the wallet or contract said, else
 * 'Please try again later!'.
 */
export function claimErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message || swapMessages.fallback;
  if (isUserRejection(error)) return 'You declined the request in your wallet.';
  const revert = findRevert(error);
  if (revert) return CLAIM_REVERTS[revert.errorName]?.(revert.args) ?? swapMessages.fallback;
  if (error instanceof Error && error.message === 'Connect your wallet first') return error.message;
  return swapMessages.fallback;
}
