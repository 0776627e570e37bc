import { ApiError } from '../../../lib/api-client.ts';

/** This screen's own words; the spec's are in @guardians/shared (questMessages, certifiedMessages). */
export const questScreenMessages = {
  /** Spec 8 'Verify claim' fallback. */
  tryLater: 'Please try again later!',
  completed: (points: number) => `Quest completed! +${formatCoins(points)} coins`,
  submitted: 'Submitted! An administrator will review it soon.',
  completeFailed: 'Could not complete the quest. Please try again later!',
  inviteCopied: 'Invite link copied!',
  redeemed: 'Invite code redeemed. Welcome aboard!',
} as const;

/** Coins read as whole numbers when they are, otherwise with their 2 decimals. */
export function formatCoins(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(2);
}

/**
 * The server's own words for a failure, or null: an answer without the `{ message }` body (a proxy
 * page, a network error) says nothing the member can use, so the caller shows its fallback.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'HTTP_ERROR' || error.code === 'BAD_RESPONSE') return null;
  return error.message || null;
}
