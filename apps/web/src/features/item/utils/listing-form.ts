import { LISTING_MAX_DURATION_SECONDS } from '@guardians/shared/trading';

const DAY = 24 * 3600;

/** The durations a seller picks from; the longest is the most the server accepts. */
export const LISTING_DURATIONS = [
  { label: '1 day', seconds: DAY },
  { label: '7 days', seconds: 7 * DAY },
  { label: '30 days', seconds: 30 * DAY },
  { label: '3 months', seconds: 90 * DAY },
  { label: '6 months', seconds: LISTING_MAX_DURATION_SECONDS },
] as const;

export const DEFAULT_DURATION_SECONDS = 7 * DAY;

const WEI_PER_ETH = 10n ** 18n;

export type PriceInput = { ok: true; wei: bigint } | { ok: false; message: string };

/** '0.25' -> wei, or the sentence to show under the field. */
export function parsePriceInput(raw: string): PriceInput {
  const text = raw.trim();
  if (text === '') return { ok: false, message: 'Enter a price in ETH.' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === '' && !match[2]))
    return { ok: false, message: 'Enter the price as a number, e.g. 0.5.' };
  const fraction = match[2] ?? '';
  if (fraction.length > 18) return { ok: false, message: 'ETH has at most 18 decimals.' };
  const wei = BigInt(match[1] || '0') * WEI_PER_ETH + BigInt(fraction.padEnd(18, '0') || '0');
  if (wei <= 0n) return { ok: false, message: 'The price must be more than 0 ETH.' };
  if (wei >= 2n ** 128n) return { ok: false, message: 'That price is too large.' };
  return { ok: true, wei };
}

/** Wei as decimal ether without trailing zeros: 1500000000000000000n -> '1.5'. */
export function formatWei(wei: bigint): string {
  const whole = wei / WEI_PER_ETH;
  const fraction = (wei % WEI_PER_ETH).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** The listing's expiry in unix seconds, `seconds` from `now` (ms). */
export function expiryFrom(now: number, seconds: number): bigint {
  return BigInt(Math.floor(now / 1000) + seconds);
}
