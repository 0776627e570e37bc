import { describe, expect, it } from 'vitest';
import { describeNextClaim, formatPeriod, formatRelative } from './claim-times.ts';

describe('formatPeriod', () => {
  it('says the period in its two largest units', () => {
    expect(formatPeriod(86_400)).toBe('1 day');
    expect(formatPeriod(7 * 86_400)).toBe('7 days');
    expect(formatPeriod(93_600)).toBe('1 day 2 hours');
    expect(formatPeriod(3_661)).toBe('1 hour 1 minute');
    expect(formatPeriod(45)).toBe('45 seconds');
  });

  it('says None for no period', () => {
    expect(formatPeriod(0)).toBe('None');
    expect(formatPeriod(Number.NaN)).toBe('None');
  });
});

describe('describeNextClaim', () => {
  it('is now when the time has passed or was never set', () => {
    expect(describeNextClaim(0, 1_000)).toEqual({ now: true });
    expect(describeNextClaim(1_000, 1_000)).toEqual({ now: true });
  });

  it('gives the date and how far away it is', () => {
    const now = Date.UTC(2026, 10, 22, 12) / 1000;
    const next = describeNextClaim(now + 5 * 3_600, now);
    expect(next).toMatchObject({ now: false, relative: 'in 5 hours', iso: '2026-11-22T17:00:00.000Z' });
    expect(next.now || next.never ? '' : next.date).toMatch(/Sun, Nov 22, 2026/);
  });

  it('says never for an endless period', () => {
    expect(describeNextClaim(Number(2n ** 256n - 1n), 1_000)).toEqual({ now: false, never: true });
  });

  it('rounds the relative time to its largest unit', () => {
    expect(formatRelative(1_000 + 2 * 86_400 + 100, 1_000)).toBe('in 2 days');
    expect(formatRelative(1_030, 1_000)).toBe('in 30 seconds');
  });
});
