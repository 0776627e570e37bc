import { formatSpecDate } from '../../../lib/format-date.ts';

const units = [
  { name: 'day', seconds: 86_400 },
  { name: 'hour', seconds: 3_600 },
  { name: 'minute', seconds: 60 },
  { name: 'second', seconds: 1 },
] as const;

/** A claim period in words: 86400 -> '1 day', 93600 -> '1 day 2 hours' (the two largest units). */
export function formatPeriod(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds) || totalSeconds <= 0) return 'None';
  let rest = Math.floor(totalSeconds);
  const parts: string[] = [];
  for (const unit of units) {
    const count = Math.floor(rest / unit.seconds);
    rest -= count * unit.seconds;
    if (count > 0) parts.push(`${count} ${unit.name}${count === 1 ? '' : 's'}`);
  }
  return parts.slice(0, 2).join(' ');
}

let relativeFormat: Intl.RelativeTimeFormat | undefined;

/** Made on first use: constructing any Intl formatter loads ICU data (see lib/format-number.ts). */
function relative(): Intl.RelativeTimeFormat {
  relativeFormat ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  return relativeFormat;
}

export function formatRelative(targetSeconds: number, nowSeconds: number): string {
  const diff = targetSeconds - nowSeconds;
  for (const unit of units) {
    if (Math.abs(diff) >= unit.seconds || unit.name === 'second') {
      return relative().format(Math.round(diff / unit.seconds), unit.name);
    }
  }
  return relative().format(0, 'second');
}

export type NextClaim =
  | { now: true }
  | { now: false; never: true }
  | { now: false; never?: false; date: string; relative: string; iso: string };

/** Beyond what a Date can hold: an owner's 'endless' period (the contract saturates at max uint). */
const MAX_DATE_SECONDS = 8.64e12;

/** When the period's allowance renews; a time already past (or never set) means now. */
export function describeNextClaim(nextClaimTimestamp: number, nowSeconds: number): NextClaim {
  if (nextClaimTimestamp <= nowSeconds) return { now: true };
  if (nextClaimTimestamp >= MAX_DATE_SECONDS) return { now: false, never: true };
  const date = new Date(nextClaimTimestamp * 1000);
  return {
    now: false,
    date: formatSpecDate(date),
    relative: formatRelative(nextClaimTimestamp, nowSeconds),
    iso: date.toISOString(),
  };
}
