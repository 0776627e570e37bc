import { describe, expect, it } from 'vitest';
import { type FractionDigits, formatCompactNumber, formatNumber, formatUsd } from './format-number.ts';

/** A small seeded generator, so a failure names a value that reproduces. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Values that stress rounding: random magnitudes, ties at every digit, runs of nines, edges. */
function sampleValues(count: number): number[] {
  const random = seeded(20261123);
  const values = [
    0, -0, 1, -1, 0.5, 1.5, 2.5, 999, 999.5, 999.95, 999.96, 1000, 9999.5, 99_999, 999_949, 999_950,
  ];
  values.push(1e15, 1e16, 1.5e18, 1e21, 1.23e-7, 0.0005, 0.00049, 1.005, 1.0005, 123_456_789.123_45);
  values.push(Number.MAX_SAFE_INTEGER, 5e-324, 1.7976931348623157e308);
  for (let i = 0; i < count; i++) {
    const exponent = Math.floor(random() * 30) - 8;
    const digits = Math.floor(random() * 10_000);
    const kind = i % 4;
    const value =
      kind === 0
        ? random() * 10 ** exponent
        : kind === 1
          ? (digits + 0.5) * 10 ** Math.min(exponent, 0) // ties
          : kind === 2
            ? (10 ** (exponent + 1) - 1) / 10 ** Math.max(0, -exponent) // nines
            : Math.round(random() * 10 ** Math.max(exponent, 0));
    values.push(i % 3 === 0 ? -value : value);
  }
  return values;
}

const values = sampleValues(4000);

describe('formatNumber', () => {
  it.each<FractionDigits>([
    {},
    { maximumFractionDigits: 0 },
    { maximumFractionDigits: 4 },
    { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    { minimumFractionDigits: 1, maximumFractionDigits: 6 },
  ])('writes what Intl writes for %o', (options) => {
    const intl = new Intl.NumberFormat('en-US', options);
    for (const value of values) expect(formatNumber(value, options), String(value)).toBe(intl.format(value));
  });

  it('groups thousands and rounds half away from zero', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.891');
    expect(formatNumber(2.5, { maximumFractionDigits: 0 })).toBe('3');
    expect(formatNumber(-2.5, { maximumFractionDigits: 0 })).toBe('-3');
    expect(formatNumber(1.005, { maximumFractionDigits: 2 })).toBe('1.01');
    expect(formatNumber(12.5, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('12.50');
  });

  it('writes values that are not finite as Intl does', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('∞');
    expect(formatNumber(Number.NEGATIVE_INFINITY)).toBe('-∞');
  });
});

describe('formatCompactNumber', () => {
  it.each([1, 2, 3])('writes what Intl writes with %i fraction digits', (digits) => {
    const intl = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: digits });
    for (const value of values)
      expect(formatCompactNumber(value, digits), String(value)).toBe(intl.format(value));
  });

  it('abbreviates as the spec shows counts', () => {
    expect(formatCompactNumber(1200)).toBe('1.2K');
    expect(formatCompactNumber(35_000)).toBe('35K');
    expect(formatCompactNumber(1_500_000)).toBe('1.5M');
    expect(formatCompactNumber(999_950)).toBe('1M');
    expect(formatCompactNumber(1e15)).toBe('1000T');
    expect(formatCompactNumber(-1234)).toBe('-1.2K');
  });
});

describe('formatUsd', () => {
  it.each([0, 2])('writes what Intl writes with at most %i fraction digits', (digits) => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: digits,
    });
    for (const value of [...values, Number.NaN, Number.NEGATIVE_INFINITY]) {
      expect(formatUsd(value, digits), String(value)).toBe(intl.format(value));
    }
  });

  it('writes dollars and cents', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(3000, 0)).toBe('$3,000');
    expect(formatUsd(-1.005)).toBe('-$1.01');
  });
});
