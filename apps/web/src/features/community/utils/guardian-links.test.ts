import { describe, expect, it } from 'vitest';
import { guardianCollectionHref, parseGuardianId } from './guardian-links.ts';

const token = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

describe('guardianCollectionHref', () => {
  it('filters /explore by the Body trait', () => {
    expect(guardianCollectionHref('single', token, 'Suirin')).toBe('/explore?Body=Suirin');
  });

  it('keeps spaces readable', () => {
    expect(guardianCollectionHref('multi', token, 'Dragon Empress')).toBe(
      `/collection/${token}?Body=Dragon+Empress`,
    );
  });
});

describe('parseGuardianId', () => {
  it('reads digits', () => {
    expect(parseGuardianId('3')).toBe(3);
  });

  it.each([undefined, '', 'abc', '3a', '-1', '12345678901'])('refuses %s', (raw) => {
    expect(parseGuardianId(raw)).toBeNull();
  });
});
