import { formatDay } from './format-date.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, as notifications and activity feeds say it: 'just now', '5 min ago', '3 h ago',
 * '2 d ago'; from a week on, the day ('Nov 22, 2026'). A time a little ahead of this clock counts as
 * just now.
 */
export function formatRelativeTime(iso: string, now = Date.now()): string {
  const at = new Date(iso);
  const ago = now - at.getTime();
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)} d ago`;
  return formatDay(at);
}
