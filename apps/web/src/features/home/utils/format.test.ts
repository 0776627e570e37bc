import { describe, expect, it } from 'vitest';
import { formatCount, formatDuration, formatPrice, formatUsd } from './format.ts';

describe('formatCount', () => {
  it('shows counts under 1000 plain', () => {
    expect(formatCount(999)).toBe('999');
  });

  it('abbreviates larger counts', () => {
    expect(formatCount(1200)).toBe('1.2K');
  });

  it('reads decimal strings (total supply)', () => {
    expect(formatCount('1200')).toBe('1.2K');
  });

  it.each([null, undefined, 'n/a'])('shows a dash for %s', (value) => {
    expect(formatCount(value)).toBe('—');
  });
});

describe('formatPrice', () => {
  it('keeps the symbol', () => {
    expect(formatPrice(0.25, 'ETH')).toBe('0.25 ETH');
  });

  it('shows a dash without a floor', () => {
    expect(formatPrice(null, 'ETH')).toBe('—');
  });
});

describe('formatUsd', () => {
  it('writes whole dollars', () => {
    expect(formatUsd(3000)).toBe('$3,000');
  });
});

describe('formatDuration', () => {
  it('speaks in weeks for whole weeks', () => {
    expect(formatDuration(14)).toBe('about 2 weeks');
  });

  it('speaks in days otherwise', () => {
    expect(formatDuration(10)).toBe('about 10 days');
  });
});
