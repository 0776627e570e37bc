import { describe, expect, it } from 'vitest';
import { defaultCollectionItemHref } from './item-href.ts';

const tokenAddress = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

describe('defaultCollectionItemHref', () => {
  it('uses /explore in single mode', () => {
    expect(defaultCollectionItemHref('single', { tokenAddress, tokenId: '42' })).toBe('/explore/42');
  });

  it('uses the collection route in multi mode and while the mode is unknown', () => {
    expect(defaultCollectionItemHref('multi', { tokenAddress, tokenId: '42' })).toBe(
      `/collection/${tokenAddress}/42`,
    );
    expect(defaultCollectionItemHref(undefined, { tokenAddress, tokenId: '7' })).toBe(
      `/collection/${tokenAddress}/7`,
    );
  });
});
