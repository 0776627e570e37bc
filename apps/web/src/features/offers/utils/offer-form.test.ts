import { describe, expect, it } from 'vitest';
import { parseOfferAmount, parseOfferQuantity } from './offer-form.ts';

const ETH = 10n ** 18n;

describe('the offer amount', () => {
  it('reads plain decimal ether as wei', () => {
    expect(parseOfferAmount('0.5')).toEqual({ ok: true, wei: ETH / 2n });
    expect(parseOfferAmount(' 2 ')).toEqual({ ok: true, wei: 2n * ETH });
    expect(parseOfferAmount('.25')).toEqual({ ok: true, wei: ETH / 4n });
    expect(parseOfferAmount('0.000001')).toEqual({ ok: true, wei: 10n ** 12n });
  });

  it('says what to type when it is empty or not a number', () => {
    expect(parseOfferAmount('')).toEqual({ ok: false, message: 'Enter an amount in ETH.' });
    for (const typed of ['abc', '-1', '1e3', '.', '1,5']) {
      expect(parseOfferAmount(typed), typed).toEqual({
        ok: false,
        message: 'Enter the amount as a number, e.g. 0.5.',
      });
    }
  });

  it('refuses 0, however it is written', () => {
    for (const typed of ['0', '0.0', '.000000']) {
      expect(parseOfferAmount(typed), typed).toEqual({
        ok: false,
        message: 'The offer must be more than 0 ETH.',
      });
    }
  });

  it('takes at most 6 decimals', () => {
    expect(parseOfferAmount('0.0000001')).toEqual({ ok: false, message: 'Use at most 6 decimals.' });
    expect(parseOfferAmount('1.1234567')).toMatchObject({ ok: false });
  });

  it('refuses more than the offerer holds in ETH and WETH together', () => {
    const funds = { eth: ETH, weth: ETH / 2n };
    expect(parseOfferAmount('1.5', funds)).toEqual({ ok: true, wei: (3n * ETH) / 2n });
    expect(parseOfferAmount('1.6', funds)).toEqual({
      ok: false,
      message: 'You have 1 ETH and 0.5 WETH: not enough for this offer.',
    });
    // Balances still loading: the amount alone decides.
    expect(parseOfferAmount('1.6', null)).toMatchObject({ ok: true });
  });

  it('counts every item of a collection offer against what the offerer holds', () => {
    const funds = { eth: ETH, weth: ETH / 2n };
    expect(parseOfferAmount('0.5', funds, 3)).toEqual({ ok: true, wei: ETH / 2n });
    expect(parseOfferAmount('0.5', funds, 4)).toEqual({
      ok: false,
      message: 'You have 1 ETH and 0.5 WETH: not enough for 4 items at this price.',
    });
  });
});

describe('the number of items of a collection offer', () => {
  it('takes a whole number from 1 to 100', () => {
    expect(parseOfferQuantity('1')).toEqual({ ok: true, quantity: 1 });
    expect(parseOfferQuantity(' 100 ')).toEqual({ ok: true, quantity: 100 });
  });

  it('refuses 0, more than 100, fractions and words with the same sentence', () => {
    for (const typed of ['', '0', '101', '2.5', '-1', 'two', '1e2']) {
      expect(parseOfferQuantity(typed), typed).toEqual({
        ok: false,
        message: 'Enter a whole number of items from 1 to 100.',
      });
    }
  });
});
