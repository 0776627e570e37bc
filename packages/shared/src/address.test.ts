import { describe, expect, it } from 'vitest';
import { AddressSchema, isAddress, isZeroAddress, shortenAddress } from './address.ts';

describe('addresses', () => {
  it('accepts any case and stores lower case', () => {
    expect(AddressSchema.parse('0xABCDEFabcdef0123456789ABCDEFabcdef012345')).toBe(
      '0xabcdefabcdef0123456789abcdefabcdef012345',
    );
  });

  it('rejects a short or non-hex value', () => {
    expect(AddressSchema.safeParse('0x1234').success).toBe(false);
    expect(isAddress('0xZZZZEFabcdef0123456789ABCDEFabcdef012345')).toBe(false);
  });

  it('shortens to 0x1234…abcd', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234…abcd');
  });
});

describe('isZeroAddress', () => {
  it('recognises the zero address in any case', () => {
    expect(isZeroAddress('0x0000000000000000000000000000000000000000')).toBe(true);
    expect(isZeroAddress('0x0000000000000000000000000000000000000001')).toBe(false);
  });
});
