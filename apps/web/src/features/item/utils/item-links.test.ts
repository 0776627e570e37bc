import { describe, expect, it } from 'vitest';
import { collectionHref, neighbourTokenIds, normalizeCollectionRef, parseTokenId } from './item-links.ts';

describe('parseTokenId', () => {
  it('accepts a decimal id and drops leading zeros', () => {
    expect(parseTokenId('42')).toBe('42');
    expect(parseTokenId('007')).toBe('7');
    expect(parseTokenId('0')).toBe('0');
  });

  it('refuses anything that is not a whole number (an address from the search, a name)', () => {
    expect(parseTokenId('0x5fbdb2315678afecb367f032d93f642f64180aa3')).toBeNull();
    expect(parseTokenId('-1')).toBeNull();
    expect(parseTokenId('koi')).toBeNull();
    expect(parseTokenId(undefined)).toBeNull();
    expect(parseTokenId('1'.repeat(79))).toBeNull();
  });
});

describe('normalizeCollectionRef', () => {
  it('lower-cases slugs and addresses', () => {
    expect(normalizeCollectionRef('Koi-Spirits')).toBe('koi-spirits');
    expect(normalizeCollectionRef('0xABCDEF')).toBe('0xabcdef');
  });
});

describe('collectionHref', () => {
  it('leads to /explore for the default collection of a single-mode site', () => {
    expect(collectionHref({ mode: 'single', slug: 'guardians', isDefault: true })).toBe('/explore');
  });

  it('leads to the collection page by slug otherwise', () => {
    expect(collectionHref({ mode: 'multi', slug: 'guardians', isDefault: true })).toBe(
      '/collection/guardians',
    );
    expect(collectionHref({ mode: 'single', slug: 'koi-spirits', isDefault: false })).toBe(
      '/collection/koi-spirits',
    );
    expect(collectionHref({ mode: undefined, slug: 'guardians', isDefault: true })).toBe(
      '/collection/guardians',
    );
  });
});

describe('neighbourTokenIds', () => {
  it('links the ids either side', () => {
    expect(neighbourTokenIds('5', '10')).toEqual({ previous: '4', next: '6' });
  });

  it('has no previous before the first id and no next after the supply', () => {
    expect(neighbourTokenIds('1', '10')).toEqual({ previous: null, next: '2' });
    expect(neighbourTokenIds('10', '10')).toEqual({ previous: '9', next: null });
  });

  it('keeps a next link when the supply is unknown, and handles uint256 ids', () => {
    expect(neighbourTokenIds('3', null).next).toBe('4');
    const big = (2n ** 255n).toString();
    expect(neighbourTokenIds(big, undefined).previous).toBe((2n ** 255n - 1n).toString());
  });
});
