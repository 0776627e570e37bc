import { describe, expect, it } from 'vitest';
import { formatSignedCoins, ledgerLabel } from './ledger-rows.ts';

describe('ledgerLabel', () => {
  it('names each reason in words', () => {
    expect(ledgerLabel({ reason: 'quest', note: 'Link your X' })).toBe('Quest: Link your X');
    expect(ledgerLabel({ reason: 'referral', note: null })).toBe('Friend joined');
    expect(ledgerLabel({ reason: 'adjustment', note: 'Event prize' })).toBe('Adjustment: Event prize');
    expect(ledgerLabel({ reason: 'claim', note: null })).toBe('Claimed on chain');
    expect(ledgerLabel({ reason: 'claim_refund', note: null })).toBe('Claim expired, coins returned');
  });

  it('drops the colon when a quest or adjustment has no note', () => {
    expect(ledgerLabel({ reason: 'quest', note: null })).toBe('Quest');
    expect(ledgerLabel({ reason: 'adjustment', note: '  ' })).toBe('Adjustment');
  });
});

describe('formatSignedCoins', () => {
  it('shows the sign and two decimals', () => {
    expect(formatSignedCoins(50)).toBe('+50.00');
    expect(formatSignedCoins(-12.5)).toBe('-12.50');
    expect(formatSignedCoins(1234.56)).toBe('+1,234.56');
    expect(formatSignedCoins(0)).toBe('0.00');
  });
});
