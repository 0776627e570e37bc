import { describe, expect, it } from 'vitest';
import { parseClaimAmount, toCents } from '../../src/services/swaps/claim-amount.ts';

describe('parseClaimAmount', () => {
  it.each([
    ['1', '1.00', 10n ** 18n],
    ['30.5', '30.50', 305n * 10n ** 17n],
    ['0.01', '0.01', 10n ** 16n],
    [' 007.10 ', '7.10', 71n * 10n ** 17n],
    ['123456789012345678.99', '123456789012345678.99', 12345678901234567899n * 10n ** 16n],
  ])("reads '%s' as %s coins, exactly in wei", (text, coins, wei) => {
    expect(parseClaimAmount(text)).toEqual({ coins, wei });
  });

  it.each([
    '',
    'abc',
    '0',
    '0.0',
    '0.00',
    '-1',
    '+1',
    '1.234',
    '1e3',
    '.5',
    '5.',
    '1,5',
    '0x10',
    'Infinity',
    '1234567890123456789',
  ])("refuses '%s'", (text) => {
    expect(parseClaimAmount(text)).toBeNull();
  });
});

describe('toCents', () => {
  it('compares balances without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30n);
    expect(toCents('69.50')).toBe(6950n);
    expect(toCents(-12.34)).toBe(-1234n);
  });
});
