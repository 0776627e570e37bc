import { describe, expect, it } from 'vitest';
import { durationLabel, prizeLabel } from './prize-label.ts';

describe('prizeLabel', () => {
  it('names the prize and how long the stage runs', () => {
    expect(prizeLabel(3000, 14)).toBe('$3,000 art contest · about two weeks');
    expect(prizeLabel(5000, 14)).toBe('$5,000 art contest · about two weeks');
  });

  it('leaves out what a stage does not have', () => {
    expect(prizeLabel(null, 14)).toBe('about two weeks');
    expect(prizeLabel(3000, null)).toBe('$3,000 art contest');
    expect(prizeLabel(null, null)).toBeNull();
  });

  it('says days under a week and rounds longer runs to weeks', () => {
    expect(durationLabel(1)).toBe('about 1 day');
    expect(durationLabel(5)).toBe('about 5 days');
    expect(durationLabel(7)).toBe('about one week');
    expect(durationLabel(15)).toBe('about two weeks');
  });
});
