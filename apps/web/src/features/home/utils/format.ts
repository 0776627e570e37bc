import {
  formatCompactNumber,
  formatNumber,
  formatUsd as formatUsdAmount,
} from '../../../lib/format-number.ts';

/** Spec 9: counts under 1000 plain, larger abbreviated (1.2K); '—' when unknown. */
export function formatCount(value: number | string | null | undefined): string {
  const number = typeof value === 'string' ? Number(value) : value;
  if (number === null || number === undefined || !Number.isFinite(number)) return '—';
  return Math.abs(number) < 1000 ? String(Math.round(number)) : formatCompactNumber(number, 1);
}

/** A price with its symbol ("0.25 ETH"); '—' without one. */
export function formatPrice(value: number | null | undefined, symbol: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${value >= 10_000 ? formatCompactNumber(value, 1) : formatNumber(value, { maximumFractionDigits: 4 })} ${symbol}`;
}

/** "$3,000". */
export function formatUsd(value: number): string {
  return formatUsdAmount(value, 0);
}

/** "about 2 weeks" for a multiple of 7 days, else "about 10 days". */
export function formatDuration(days: number): string {
  if (days % 7 === 0) {
    const weeks = days / 7;
    return `about ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
  }
  return `about ${days} ${days === 1 ? 'day' : 'days'}`;
}
