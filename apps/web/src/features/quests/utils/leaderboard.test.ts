import type { LeaderboardEntry } from '@guardians/shared/quests';
import { describe, expect, it } from 'vitest';
import {
  formatPoints,
  leaderboardRows,
  nextLeaderboardPage,
  starCount,
  starsLabel,
  totalPages,
} from './leaderboard.ts';

const entry = (id: string, totalPoints: number): LeaderboardEntry => ({
  _id: id,
  account: '0x1234567890abcdef1234567890abcdef12345678',
  totalPoints,
  totalClaimsCount: 1,
  rank: 0,
  stars: 0,
});

describe('leaderboardRows', () => {
  it('hides negative totals and ranks by position in what is shown', () => {
    const rows = leaderboardRows([entry('a', 50), entry('b', -1), entry('c', 0), entry('d', -0.01)]);
    expect(rows.map((row) => [row._id, row.position])).toEqual([
      ['a', 1],
      ['c', 2],
    ]);
  });

  it('gives nothing for nothing', () => {
    expect(leaderboardRows([])).toEqual([]);
  });
});

describe('formatPoints', () => {
  it('always shows 2 decimals', () => {
    expect(formatPoints(12)).toBe('12.00');
    expect(formatPoints(0.5)).toBe('0.50');
    expect(formatPoints(1234.567)).toBe('1,234.57');
  });
});

describe('stars', () => {
  it('clamps to 0..5 whole stars', () => {
    expect([-2, 0, 2.4, 3, 5, 9, Number.NaN].map(starCount)).toEqual([0, 0, 2, 3, 5, 5, 0]);
  });

  it('labels them for screen readers', () => {
    expect(starsLabel(3)).toBe('3 of 5 stars');
    expect(starsLabel(12)).toBe('5 of 5 stars');
  });
});

describe('nextLeaderboardPage', () => {
  it('counts pages from the rows total', () => {
    expect(totalPages(60, 25)).toBe(3);
    expect(totalPages(50, 25)).toBe(2);
    expect(totalPages(0, 25)).toBe(0);
  });

  it('asks for the next page index only while the current page is below the total pages', () => {
    expect(nextLeaderboardPage(1, 60, 25)).toBe(1);
    expect(nextLeaderboardPage(2, 60, 25)).toBe(2);
    expect(nextLeaderboardPage(3, 60, 25)).toBeUndefined();
    expect(nextLeaderboardPage(2, 50, 25)).toBeUndefined();
    expect(nextLeaderboardPage(1, 25, 25)).toBeUndefined();
    expect(nextLeaderboardPage(1, 0, 25)).toBeUndefined();
  });
});
