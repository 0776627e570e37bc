import { describe, expect, it } from 'vitest';
import { hasPointsDecimals } from './points.ts';

describe('hasPointsDecimals', () => {
  it('takes whole hundredths, also those a float holds only approximately', () => {
    for (const value of [0, 1, -12.25, 1.15, 0.29, 4.35, 999_999.99, 3 * 0.01, 7 * 0.01, 0.1 + 0.2]) {
      expect(hasPointsDecimals(value), String(value)).toBe(true);
    }
  });

  it('refuses a third decimal, however small, and what is not a finite number', () => {
    for (const value of [
      0.004,
      0.005,
      12.345,
      1.1500000001,
      999_999.995,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(hasPointsDecimals(value), String(value)).toBe(false);
    }
  });
});
