import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const NOW = Date.parse('2026-11-22T20:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatRelativeTime', () => {
  it('says just now under a minute, and for a clock a little behind the server', () => {
    expect(formatRelativeTime(ago(59_000), NOW)).toBe('just now');
    expect(formatRelativeTime(ago(-5_000), NOW)).toBe('just now');
  });

  it('counts minutes, hours and days, rounding down', () => {
    expect(formatRelativeTime(ago(5 * 60_000 + 59_000), NOW)).toBe('5 min ago');
    expect(formatRelativeTime(ago(3 * 3_600_000), NOW)).toBe('3 h ago');
    expect(formatRelativeTime(ago(6 * 86_400_000), NOW)).toBe('6 d ago');
  });

  it('names the day from a week on', () => {
    expect(formatRelativeTime('2026-11-01T12:00:00Z', NOW)).toMatch(/^(Oct 31|Nov 1|Nov 2), 2026$/);
  });
});
