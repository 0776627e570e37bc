import { describe, expect, it } from 'vitest';
import { alertFieldValue, parseAlertPrice } from './alert-price.ts';

describe('parseAlertPrice', () => {
  it('turns the ether a person types into wei', () => {
    expect(parseAlertPrice(' 0.5 ')).toEqual({ ok: true, wei: '500000000000000000' });
    expect(parseAlertPrice('2')).toEqual({ ok: true, wei: '2000000000000000000' });
    expect(parseAlertPrice('.000000000000000001')).toEqual({ ok: true, wei: '1' });
  });

  it('says what is wrong in a sentence', () => {
    expect(parseAlertPrice('')).toEqual({ ok: false, message: 'Enter a price in ETH.' });
    expect(parseAlertPrice('abc')).toEqual({ ok: false, message: 'Enter the price as a number, e.g. 0.5.' });
    expect(parseAlertPrice('0')).toEqual({ ok: false, message: 'The alert price must be more than 0 ETH.' });
    expect(parseAlertPrice('-1')).toEqual({ ok: false, message: 'Enter the price as a number, e.g. 0.5.' });
    expect(parseAlertPrice('0.0000000000000000001')).toEqual({
      ok: false,
      message: 'ETH has at most 18 decimals.',
    });
    expect(parseAlertPrice('1'.repeat(40))).toEqual({ ok: false, message: 'That price is too large.' });
  });
});

describe('alertFieldValue', () => {
  it('shows a stored alert in ether, and nothing for none', () => {
    expect(alertFieldValue('1500000000000000000')).toBe('1.5');
    expect(alertFieldValue(null)).toBe('');
  });
});
