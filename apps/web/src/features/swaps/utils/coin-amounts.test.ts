import { swapMessages } from '@guardians/shared/swaps';
import { describe, expect, it } from 'vitest';
import {
  checkClaimAmount,
  formatCoins,
  maxClaimAmount,
  remainingThisPeriod,
  toBigintOrZero,
  weiToCoins,
} from './coin-amounts.ts';

const COIN = 10n ** 18n;

describe('wei conversion', () => {
  it('converts wei to coins, cutting below a hundredth', () => {
    expect(weiToCoins(25n * COIN)).toBe(25);
    expect(weiToCoins(1234n * 10n ** 16n)).toBe(12.34);
    expect(weiToCoins(12_349_999_999_999_999_999n)).toBe(12.34);
    expect(weiToCoins('500000000000000000')).toBe(0.5);
    expect(weiToCoins(9n * 10n ** 15n)).toBe(0);
  });

  it('counts a non-numeric amount as 0', () => {
    for (const value of [undefined, null, '', 'abc', '12abc', '-5', Number.NaN, 1.5, {}, []]) {
      expect(weiToCoins(value), String(value)).toBe(0);
      expect(toBigintOrZero(value), String(value)).toBe(0n);
    }
  });

  it('keeps whole safe numbers', () => {
    expect(toBigintOrZero(86_400)).toBe(86_400n);
    expect(toBigintOrZero(' 42 ')).toBe(42n);
  });
});

describe('formatCoins', () => {
  it('always shows 2 decimals', () => {
    expect(formatCoins(0)).toBe('0.00');
    expect(formatCoins(12.5)).toBe('12.50');
    expect(formatCoins(1234.567)).toBe('1,234.56');
    expect(formatCoins(Number.NaN)).toBe('0.00');
  });
});

describe('the Max amount', () => {
  const limits = { maxClaim: 100, claimedThisPeriod: 30, nextClaimTimestamp: 2_000 };

  it('is what is left of the period while the period runs', () => {
    expect(remainingThisPeriod(limits, 1_000)).toBe(70);
    expect(maxClaimAmount(500, limits, 1_000)).toBe(70);
  });

  it('is the whole allowance once the period has renewed (or the wallet never claimed)', () => {
    expect(remainingThisPeriod(limits, 2_000)).toBe(100);
    expect(remainingThisPeriod({ ...limits, nextClaimTimestamp: 0 }, 1_000)).toBe(100);
  });

  it('is the balance when the balance is smaller', () => {
    expect(maxClaimAmount(12.34, limits, 1_000)).toBe(12.34);
  });

  it('never goes below 0', () => {
    expect(maxClaimAmount(50, { ...limits, claimedThisPeriod: 150 }, 1_000)).toBe(0);
    expect(maxClaimAmount(-3, limits, 1_000)).toBe(0);
  });
});

describe('checkClaimAmount', () => {
  const context = { balance: 50, remaining: 20.5 };

  it('accepts up to 2 decimals within the balance and the allowance', () => {
    expect(checkClaimAmount('20.5', context)).toEqual({ ok: true, amount: '20.50' });
    expect(checkClaimAmount(' 0.01 ', context)).toEqual({ ok: true, amount: '0.01' });
    expect(checkClaimAmount('7', context)).toEqual({ ok: true, amount: '7.00' });
  });

  it('refuses empty, zero, negative, non-numeric and 3-decimal amounts', () => {
    for (const input of ['', '0', '0.00', '-1', 'abc', '1.234', '1e3', '.5', '1.']) {
      expect(checkClaimAmount(input, context), input).toEqual({
        ok: false,
        message: swapMessages.invalidAmount,
      });
    }
  });

  it('refuses more than the balance, then more than the period allows', () => {
    expect(checkClaimAmount('50.01', context)).toEqual({ ok: false, message: swapMessages.notEnoughCoins });
    expect(checkClaimAmount('20.51', context)).toEqual({ ok: false, message: swapMessages.overMaxClaim });
  });
});
