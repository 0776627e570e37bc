import { listingTypedData as reference } from '@guardians/contracts';
import { describe, expect, it } from 'vitest';
import { listingTypedData } from './listing-typed-data.ts';
import { randomSalt } from './marketplace-signing.ts';

describe('the item page’s copies of the contracts’ shapes', () => {
  it('signs the same typed data as @guardians/contracts', () => {
    const listing = {
      seller: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      token: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
      tokenId: 7n,
      price: 10n ** 18n,
      expiry: 1_900_000_000n,
      nonce: 0n,
      salt: randomSalt(),
    } as const;
    const domain = { chainId: 31337, marketplace: '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512' } as const;
    expect(listingTypedData(listing, domain)).toEqual(reference(listing, domain));
  });
});
