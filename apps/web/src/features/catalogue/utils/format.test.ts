import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCount,
  formatCountText,
  formatVolumeChange,
  volumeChangeTone,
} from './format.ts';

describe('formatCount', () => {
  it('shows counts under 1000 plain', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
  });

  it('abbreviates 1000 and above', () => {
    expect(formatCount(1000)).toBe('1K');
    expect(formatCount(1200)).toBe('1.2K');
    expect(formatCount(35_400)).toBe('35.4K');
    expect(formatCount(1_500_000)).toBe('1.5M');
  });

  it('reads decimal strings and shows a dash for unknown', () => {
    expect(formatCountText('1200')).toBe('1.2K');
    expect(formatCountText(null)).toBe('—');
  });
});

describe('volume change', () => {
  it('shows two decimals with a sign', () => {
    expect(formatVolumeChange(12.5)).toBe('+12.50%');
    expect(formatVolumeChange(-3)).toBe('-3.00%');
    expect(formatVolumeChange(0)).toBe('0.00%');
    expect(formatVolumeChange(-0.001)).toBe('0.00%');
  });

  it('is red at or below 0 and green above', () => {
    expect(volumeChangeTone(0)).toBe('down');
    expect(volumeChangeTone(-1)).toBe('down');
    expect(volumeChangeTone(0.01)).toBe('up');
  });
});

describe('formatAmount', () => {
  it('shows the symbol, and a dash without a value', () => {
    expect(formatAmount(0.25, 'ETH')).toBe('0.25 ETH');
    expect(formatAmount(null, 'ETH')).toBe('—');
    expect(formatAmount(12_345, 'ETH')).toBe('12.3K ETH');
    expect(formatAmount(0.000011, 'ETH')).toBe('< 0.0001 ETH');
    expect(formatAmount(0, 'ETH')).toBe('0 ETH');
  });
});
