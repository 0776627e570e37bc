import { LISTING_MAX_DURATION_SECONDS } from '@guardians/shared/trading';

const DAY = 24 * 3600;

/**
 * How long a listing or an offer runs, as a seller or an offerer picks it; the longest is the most
 * the server accepts for either (offers may run as long as listings).
 */
export const TRADE_DURATIONS = [
  { label: '1 day', seconds: DAY },
  { label: '7 days', seconds: 7 * DAY },
  { label: '30 days', seconds: 30 * DAY },
  { label: '3 months', seconds: 90 * DAY },
  { label: '6 months', seconds: LISTING_MAX_DURATION_SECONDS },
] as const;

export const DEFAULT_TRADE_DURATION_SECONDS = 7 * DAY;

/** The expiry in unix seconds, `seconds` from `now` (ms). */
export function expiryFrom(now: number, seconds: number): bigint {
  return BigInt(Math.floor(now / 1000) + seconds);
}
