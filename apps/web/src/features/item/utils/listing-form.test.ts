import { LISTING_MAX_DURATION_SECONDS } from '@guardians/shared/trading';
import { describe, expect, it } from 'vitest';
import { expiryFrom, formatWei, LISTING_DURATIONS, parsePriceInput } from './listing-form.ts';

describe('parsePriceInput', () => {
  it('reads ether amounts as wei', () => {
    expect(parsePriceInput('1')).toEqual({ ok: true, wei: 10n ** 18n });
    expect(parsePriceInput(' 0.25 ')).toEqual({ ok: true, wei: 25n * 10n ** 16n });
    expect(parsePriceInput('.5')).toEqual({ ok: true, wei: 5n * 10n ** 17n });
    expect(parsePriceInput('0.000000000000000001')).toEqual({ ok: true, wei: 1n });
  });

  it('explains what is wrong', () => {
    expect(parsePriceInput('')).toEqual({ ok: false, message: 'Enter a price in ETH.' });
    expect(parsePriceInput('0')).toEqual({ ok: false, message: 'The price must be more than 0 ETH.' });
    expect(parsePriceInput('0.000')).toMatchObject({ ok: false });
    expect(parsePriceInput('-1')).toMatchObject({
      ok: false,
      message: 'Enter the price as a number, e.g. 0.5.',
    });
    expect(parsePriceInput('1e3')).toMatchObject({ ok: false });
    expect(parsePriceInput('.')).toMatchObject({ ok: false });
    expect(parsePriceInput('0.0000000000000000001')).toEqual({
      ok: false,
      message: 'ETH has at most 18 decimals.',
    });
  });
});

describe('formatWei', () => {
  it('writes wei as plain decimal ether', () => {
    expect(formatWei(15n * 10n ** 17n)).toBe('1.5');
    expect(formatWei(2n * 10n ** 18n)).toBe('2');
    expect(formatWei(1n)).toBe('0.000000000000000001');
    expect(formatWei(0n)).toBe('0');
  });
});

describe('durations', () => {
  it('ends at the longest listing the server accepts', () => {
    expect(LISTING_DURATIONS.at(-1)?.seconds).toBe(LISTING_MAX_DURATION_SECONDS);
    expect(expiryFrom(1_000_000, 60)).toBe(1060n);
  });
});
