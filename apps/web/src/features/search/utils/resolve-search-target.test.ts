import { describe, expect, it } from 'vitest';
import { needsContractCheck, normalizeSearchQuery, resolveSearchTarget } from './resolve-search-target.ts';

const contract = '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd';
const defaultToken = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

describe('normalizeSearchQuery', () => {
  it('trims and lower-cases', () => {
    expect(normalizeSearchQuery('  0xABCDefABCDEFabcdefabcdefabcdefabcdefABCD ')).toBe(contract);
    expect(normalizeSearchQuery(' Koi ')).toBe('koi');
  });

  it('ignores a query shorter than two characters after trimming', () => {
    expect(normalizeSearchQuery('a')).toBeNull();
    expect(normalizeSearchQuery('   a  ')).toBeNull();
    expect(normalizeSearchQuery('')).toBeNull();
    expect(normalizeSearchQuery('ab')).toBe('ab');
  });
});

describe('needsContractCheck', () => {
  it('checks the chain only for a well-formed address', () => {
    expect(needsContractCheck(contract)).toBe(true);
    expect(needsContractCheck('0x1234')).toBe(false);
    expect(needsContractCheck('dragonlord')).toBe(false);
  });
});

describe('resolveSearchTarget', () => {
  it('opens the collection of a contract address in multi mode', () => {
    expect(
      resolveSearchTarget({
        query: contract,
        isContract: true,
        mode: 'multi',
        defaultTokenAddress: defaultToken,
      }),
    ).toBe(`/collection/${contract}`);
  });

  it('searches inside the default collection in single mode', () => {
    expect(
      resolveSearchTarget({
        query: contract,
        isContract: true,
        mode: 'single',
        defaultTokenAddress: defaultToken,
      }),
    ).toBe(`/collection/${defaultToken}/${contract}`);
  });

  it('falls back to /collection/{x} in single mode without a default collection', () => {
    expect(
      resolveSearchTarget({ query: contract, isContract: true, mode: 'single', defaultTokenAddress: null }),
    ).toBe(`/collection/${contract}`);
  });

  it('sends an address without code (a wallet, or a failed lookup) to Forge', () => {
    expect(
      resolveSearchTarget({
        query: contract,
        isContract: false,
        mode: 'multi',
        defaultTokenAddress: defaultToken,
      }),
    ).toBe(`/forge/${contract}`);
  });

  it('sends anything that is not an address to Forge, whatever the contract flag says', () => {
    expect(
      resolveSearchTarget({ query: 'koi', isContract: true, mode: 'multi', defaultTokenAddress: null }),
    ).toBe('/forge/koi');
  });

  it('encodes characters that would break the path', () => {
    expect(
      resolveSearchTarget({ query: 'a/b c', isContract: false, mode: 'multi', defaultTokenAddress: null }),
    ).toBe('/forge/a%2Fb%20c');
  });
});
