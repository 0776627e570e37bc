import { describe, expect, it } from 'vitest';
import { searchTerm } from './search-term.ts';
import { parseWalletTab, pickWalletCollection, visibleWalletTabs } from './wallet-tabs.ts';

const DEFAULT = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const OTHER = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';

describe('parseWalletTab', () => {
  it('falls back to owned for a missing or unlisted tab', () => {
    expect(parseWalletTab(null)).toBe('owned');
    expect(parseWalletTab('shields')).toBe('owned');
    expect(parseWalletTab('liked')).toBe('liked');
  });

  it('opens Offers only where the page shows that tab (one’s own wallet)', () => {
    expect(parseWalletTab('offers')).toBe('owned');
    expect(parseWalletTab('offers', visibleWalletTabs(false))).toBe('owned');
    expect(parseWalletTab('offers', visibleWalletTabs(true))).toBe('offers');
    expect(visibleWalletTabs(true)).toEqual(['owned', 'liked', 'offers']);
  });
});

describe('pickWalletCollection', () => {
  const contracts = [{ tokenAddress: OTHER }];

  it('uses the default collection in single mode, whatever the address parameter says', () => {
    expect(
      pickWalletCollection({
        mode: 'single',
        defaultAddress: DEFAULT,
        addressParam: OTHER,
        walletContracts: contracts,
      }),
    ).toBe(DEFAULT);
  });

  it('in multi mode prefers the address parameter, lower-cased', () => {
    expect(
      pickWalletCollection({
        mode: 'multi',
        defaultAddress: DEFAULT,
        addressParam: OTHER.toUpperCase().replace('0X', '0x'),
        walletContracts: [],
      }),
    ).toBe(OTHER);
  });

  it('in multi mode then takes the first collection the wallet holds, then the default', () => {
    expect(
      pickWalletCollection({
        mode: 'multi',
        defaultAddress: DEFAULT,
        addressParam: 'nope',
        walletContracts: contracts,
      }),
    ).toBe(OTHER);
    expect(
      pickWalletCollection({
        mode: 'multi',
        defaultAddress: DEFAULT,
        addressParam: null,
        walletContracts: [],
      }),
    ).toBe(DEFAULT);
  });
});

describe('searchTerm', () => {
  it('sends nothing under two characters and lower-cases the rest', () => {
    expect(searchTerm(' a ')).toBeUndefined();
    expect(searchTerm('  Jade ')).toBe('jade');
  });
});
