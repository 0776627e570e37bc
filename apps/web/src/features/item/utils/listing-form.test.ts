import { describe, expect, it } from 'vitest';
import { parsePriceInput } from './listing-form.ts';

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
