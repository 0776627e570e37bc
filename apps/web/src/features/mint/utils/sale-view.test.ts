import type { Sale } from '@guardians/shared/sale';
import { describe, expect, it } from 'vitest';
import { clampQuantity, formatEth, mintAction, stageLabel, totalPrice } from './sale-view.ts';

const sale = (patch: Partial<Sale> = {}): Sale => ({
  stage: 2,
  stageName: 'presale',
  active: true,
  price: '0.01',
  priceWei: '10000000000000000',
  maxPerWallet: 5,
  totalSupply: 1200,
  maxSupply: 1300,
  soldOut: false,
  whitelist: { size: 3, root: null, onChainRoot: '0x00', upToDate: true },
  ...patch,
});
const eligible = { address: '0xabc', eligible: true, reason: 'ok', proof: [], minted: 0, remaining: 5 };

describe('mint page wording', () => {
  it('names the stage, and calls a stage without a price not open', () => {
    expect(stageLabel(sale())).toBe('Presale');
    expect(stageLabel(sale({ stage: 1, stageName: 'whitelist' }))).toBe('Whitelist sale');
    expect(stageLabel(sale({ stage: 0, stageName: 'none', active: false }))).toBe('Sale not open');
    expect(stageLabel(sale({ active: false }))).toBe('Sale not open');
  });

  it('asks to connect first, then mints only for an eligible wallet', () => {
    expect(mintAction(sale(), false).kind).toBe('connect');
    expect(mintAction(sale({ account: eligible }), true)).toEqual({ kind: 'mint', label: 'Mint' });
    expect(mintAction(sale({ account: { ...eligible, eligible: false } }), true).kind).toBe('blocked');
    expect(mintAction(sale({ soldOut: true }), false)).toEqual({ kind: 'blocked', label: 'Sold out' });
    expect(mintAction(sale({ active: false }), true).label).toBe('Sale not open');
  });

  it('prices in exact ETH', () => {
    expect(formatEth(10n ** 16n)).toBe('0.01');
    expect(formatEth(3n * 10n ** 18n)).toBe('3');
    expect(totalPrice('10000000000000000', 3)).toEqual({ wei: 3n * 10n ** 16n, eth: '0.03' });
    expect(formatEth(1n)).toBe('0.000000000000000001');
  });

  it('keeps the quantity within 1..remaining', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});
