import { type ClaimState, contestMessages } from '@guardians/shared/contest';
import { ApiError } from '../../../lib/api-client.ts';

/** Spec 8: the outcome toast of a claim: claiming the piece you hold releases it. */
export function claimOutcomeMessage(result: { released: boolean }): string {
  return result.released ? contestMessages.unclaimed : contestMessages.claimed;
}

/**
 * Spec 8 claim/unclaim failure: the server's message (taken, already holding, threshold...), else
 * 'Please try again later!'. A 5xx carries only a generic text, and a network failure none at all.
 */
export function claimErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return contestMessages.tryLater;
}

export type ClaimButtonState =
  | { kind: 'claim'; label: string }
  | { kind: 'mine'; label: string }
  | { kind: 'taken'; label: string };

/** What a card's button says: free to claim, held by me (clicking releases), or held by someone else. */
export function claimButtonState(claim: ClaimState): ClaimButtonState {
  if (claim.mine) return { kind: 'mine', label: 'Yours — click to release' };
  if (claim.claimed) return { kind: 'taken', label: `Claimed by ${claim.claimedBy ?? 'another artist'}` };
  return { kind: 'claim', label: 'Claim' };
}

/** A piece's display name: its metadata name, else its token id. */
export function pieceName(piece: { id: string; name: string | null }): string {
  return piece.name?.trim() || `Guardian #${piece.id}`;
}
