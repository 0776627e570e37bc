import { describe, expect, it } from 'vitest';
import { formatPercent, formatPrice, formatTransferDate, parseTimestamp } from './format-item.ts';

/** ICU versions differ on the space before AM/PM (U+0020 or U+202F). */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatTransferDate', () => {
  it('uses en-US with a short weekday, year, month, day, hour and minute', () => {
    expect(plain(formatTransferDate('2026-03-05T14:07:00Z', 'UTC'))).toBe('Thu, Mar 5, 2026, 2:07 PM');
  });

  it('reads seconds since the epoch as well as ISO dates', () => {
    expect(plain(formatTransferDate('1772719620', 'UTC'))).toBe('Thu, Mar 5, 2026, 2:07 PM');
    expect(parseTimestamp('2026-03-05T14:07:00.000Z')?.getTime()).toBe(1772719620000);
  });

  it('shows an unreadable value as it came', () => {
    expect(formatTransferDate('soon', 'UTC')).toBe('soon');
  });
});

describe('formatPrice', () => {
  it("reads 'Not for sale' without a price", () => {
    expect(formatPrice(undefined)).toBe('Not for sale');
    expect(formatPrice({ price: null, symbol: 'ETH' })).toBe('Not for sale');
  });

  it('shows the price with its symbol', () => {
    expect(formatPrice({ price: '0.25', symbol: 'ETH' })).toBe('0.25 ETH');
  });
});

describe('formatPercent', () => {
  it('keeps two decimals', () => {
    expect(formatPercent(12.5)).toBe('12.50%');
    expect(formatPercent(0.08333)).toBe('0.08%');
  });
});
