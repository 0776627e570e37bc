import { keccak256, maxUint256, toHex, verifyTypedData } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Listing, listingHash, listingTypedData, randomListingSalt } from '../src/listing.ts';
import { type Chain, startChain } from './support/guardian-collection.ts';
import { chainId, deployMarketplace, freshAddress, type Marketplace, seller } from './support/marketplace.ts';
import { seededRandom } from './support/prng.ts';

let chain: Chain;
let market: Marketplace;
beforeAll(async () => {
  chain = await startChain();
  market = await deployMarketplace(chain);
});
afterAll(async () => {
  await chain?.stop();
});

const sample: Listing = {
  seller: seller.address,
  token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tokenId: 42n,
  price: 10n ** 18n,
  expiry: 1_900_000_000n,
  nonce: 0n,
  salt: 7n,
};

describe('listingHash', () => {
  it("equals the contract's hashListing for edge and random listings", async () => {
    const random = seededRandom(0x11571);
    const listings: Listing[] = [
      sample,
      { ...sample, tokenId: 0n, price: 0n, expiry: 0n, salt: 0n },
      {
        ...sample,
        tokenId: maxUint256,
        price: maxUint256,
        expiry: maxUint256,
        nonce: maxUint256,
        salt: maxUint256,
      },
      ...Array.from({ length: 10 }, () => ({
        seller: freshAddress(),
        token: freshAddress(),
        tokenId: random.bigintUpTo(maxUint256),
        price: random.bigintUpTo(10n ** 24n),
        expiry: random.bigintUpTo(2n ** 40n),
        nonce: random.bigintUpTo(100n),
        salt: randomListingSalt(),
      })),
    ];
    for (const listing of listings) {
      expect(listingHash(listing, { chainId, marketplace: market.address })).toBe(
        await market.read.hashListing([listing]),
      );
    }
  });

  it('changes with the chain id, the marketplace address and every field', () => {
    const params = { chainId, marketplace: market.address };
    const base = listingHash(sample, params);
    expect(listingHash(sample, { ...params, chainId: 1 })).not.toBe(base);
    expect(listingHash(sample, { ...params, marketplace: freshAddress() })).not.toBe(base);
    for (const field of ['tokenId', 'price', 'expiry', 'nonce', 'salt'] as const) {
      expect(listingHash({ ...sample, [field]: sample[field] + 1n }, params), field).not.toBe(base);
    }
    expect(listingHash({ ...sample, seller: freshAddress() }, params)).not.toBe(base);
    expect(listingHash({ ...sample, token: freshAddress() }, params)).not.toBe(base);
  });

  it("uses the contract's type string (LISTING_TYPEHASH)", async () => {
    const typeString =
      'Listing(address seller,address token,uint256 tokenId,uint256 price,uint256 expiry,uint256 nonce,uint256 salt)';
    expect(await market.read.LISTING_TYPEHASH()).toBe(keccak256(toHex(typeString)));
  });
});

describe('listingTypedData', () => {
  it("is what a wallet signs: the signature verifies as the seller's", async () => {
    const typedData = listingTypedData(sample, { chainId, marketplace: market.address });
    expect(typedData.domain).toEqual({
      name: 'Guardians Marketplace',
      version: '1',
      chainId,
      verifyingContract: market.address,
    });
    const signature = await seller.signTypedData(typedData);
    expect(await verifyTypedData({ ...typedData, address: seller.address, signature })).toBe(true);
  });
});

describe('randomListingSalt', () => {
  it('gives distinct 256-bit values', () => {
    const salts = Array.from({ length: 20 }, randomListingSalt);
    expect(new Set(salts).size).toBe(20);
    expect(salts.every((s) => s >= 0n && s <= maxUint256)).toBe(true);
  });
});
