import { formatCompactNumber, formatNumber } from '../../../lib/format-number.ts';

/** Spec 9: counts under 1000 plain, larger abbreviated (1.2K, 35K, 1.5M). */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (Math.abs(value) < 1000) return String(Math.round(value));
  return formatCompactNumber(value, 1);
}

/** Counts that arrive as decimal strings (uint256 total supply); '—' when unknown. */
export function formatCountText(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const number = Number(value);
  return Number.isFinite(number) ? formatCount(number) : value;
}

/** Spec 9: a volume change in percent, with 2 decimals and its sign ("+12.50%", "-3.00%", "0.00%"). */
export function formatVolumeChange(percent: number): string {
  const fixed = percent.toFixed(2);
  // -0.001 rounds to "-0.00": show it as the zero it is.
  if (Number(fixed) === 0) return '0.00%';
  return `${percent > 0 ? '+' : ''}${fixed}%`;
}

export type ChangeTone = 'up' | 'down';

/** Spec 9: red at or below 0, green otherwise. */
export function volumeChangeTone(percent: number): ChangeTone {
  return percent > 0 ? 'up' : 'down';
}

export const toneClass: Record<ChangeTone, string> = {
  up: 'text-emerald-400',
  down: 'text-red-400',
};

/** A price or volume with its symbol ("0.25 ETH"); '—' when there is none. */
export function formatAmount(value: number | null | undefined, symbol: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  if (value >= 10_000) return `${formatCompactNumber(value, 1)} ${symbol}`;
  // Four decimals would round a tiny floor down to '0 ETH', which reads as free.
  if (value > 0 && value < 0.0001) return `< 0.0001 ${symbol}`;
  return `${formatNumber(value, { maximumFractionDigits: 4 })} ${symbol}`;
}
