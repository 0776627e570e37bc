import { formatUsd } from '../../../lib/format-number.ts';

const words = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** 14 -> 'about two weeks', 7 -> 'about one week', 5 -> 'about 5 days'. */
export function durationLabel(days: number): string {
  if (days < 7) return `about ${days} ${days === 1 ? 'day' : 'days'}`;
  const weeks = Math.round(days / 7);
  const count = words[weeks] ?? String(weeks);
  return `about ${count} ${weeks === 1 ? 'week' : 'weeks'}`;
}

/** An Odyssey stage's contest in a line: '$3,000 art contest · about two weeks'; null without one. */
export function prizeLabel(prizeUsd: number | null, durationDays: number | null): string | null {
  const parts = [
    prizeUsd ? `${formatUsd(prizeUsd, 0)} art contest` : null,
    durationDays ? durationLabel(durationDays) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}
