import { describe, expect, it } from 'vitest';
import { formatEth, parsePrice, stageLabel } from './collections-sale.ts';

describe('parsePrice', () => {
  it('reads ETH as wei', () => {
    expect(parsePrice(' 0.05 ')).toEqual({ wei: 50_000_000_000_000_000n, error: null });
    expect(parsePrice('.5').wei).toBe(500_000_000_000_000_000n);
    expect(parsePrice('0').wei).toBe(0n);
  });

  it('refuses what is not an amount of ETH', () => {
    expect(parsePrice('').error).toBe('Type a price in ETH, 0 or more');
    expect(parsePrice('-1').error).toMatch(/^Type the price as a number of ETH/);
    expect(parsePrice('1e3').error).toMatch(/^Type the price as a number of ETH/);
    expect(parsePrice('0.0000000000000000001').error).toMatch(/at most 18 decimals/);
  });

  it('refuses a price above what the contract stores (uint96)', () => {
    expect(parsePrice('80000000000').error).toBe('That price is more than the contract can hold');
  });
});

describe('sale labels', () => {
  it('names stage 2 as the public sale and prints ETH without trailing zeros', () => {
    expect(stageLabel('presale')).toBe('Public');
    expect(formatEth(50_000_000_000_000_000n)).toBe('0.05');
  });
});
