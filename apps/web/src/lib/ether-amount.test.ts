import { describe, expect, it } from 'vitest';
import { formatWei, parseEtherInput } from './ether-amount.ts';

describe('parseEtherInput', () => {
  it('names the problem, so each form can word it for its field', () => {
    expect(parseEtherInput('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseEtherInput('1e3')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(parseEtherInput('0')).toEqual({ ok: false, problem: 'not-positive' });
    expect(parseEtherInput(String(2n ** 128n))).toEqual({ ok: false, problem: 'too-large' });
  });

  it('takes at most the decimals asked for', () => {
    expect(parseEtherInput('0.1234567', 6)).toEqual({ ok: false, problem: 'too-precise' });
    expect(parseEtherInput('0.123456', 6)).toEqual({ ok: true, wei: 123_456n * 10n ** 12n });
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
