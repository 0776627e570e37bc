import { keccak256, maxUint256, toHex, verifyTypedData, zeroHash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTokenIdTree } from '../src/merkle.ts';
import {
  collectionOffer,
  itemOffer,
  type Offer,
  OfferKind,
  offerHash,
  offerTypedData,
  traitOffer,
} from '../src/offer.ts';
import { type Chain, startChain } from './support/guardian-collection.ts';
import { chainId, deployMarketplace, freshAddress, type Marketplace } from './support/marketplace.ts';
import { offerer } from './support/offers.ts';
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

const terms = {
  offerer: offerer.address,
  collection: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  amount: 10n ** 18n,
  expiry: 1_900_000_000n,
  nonce: 0n,
  salt: 7n,
} as const;
const sample: Offer = collectionOffer({ ...terms, quantity: 3n });

describe('offerHash', () => {
  it("equals the contract's hashOffer for every kind, edge values and random offers", async () => {
    const random = seededRandom(0x0ffe5);
    const offers: Offer[] = [
      sample,
      itemOffer({ ...terms, tokenId: 42n }),
      traitOffer({ ...terms, quantity: 2n, tokenIds: [1n, 2n, 5n] }),
      { ...sample, amount: 0n, quantity: 0n, expiry: 0n, salt: 0n },
      {
        ...sample,
        kind: OfferKind.Trait,
        tokenId: maxUint256,
        traitRoot: `0x${'f'.repeat(64)}`,
        amount: maxUint256,
        quantity: maxUint256,
        expiry: maxUint256,
        nonce: maxUint256,
        salt: maxUint256,
      },
      ...Array.from({ length: 10 }, () => ({
        offerer: freshAddress(),
        collection: freshAddress(),
        kind: random.pick([OfferKind.Item, OfferKind.Collection, OfferKind.Trait]),
        tokenId: random.bigintUpTo(maxUint256),
        traitRoot: toHex(random.bigintUpTo(maxUint256), { size: 32 }),
        amount: random.bigintUpTo(10n ** 24n),
        quantity: random.bigintUpTo(100n),
        expiry: random.bigintUpTo(2n ** 40n),
        nonce: random.bigintUpTo(100n),
        salt: random.bigintUpTo(maxUint256),
      })),
    ];
    for (const offer of offers) {
      expect(offerHash(offer, { chainId, marketplace: market.address })).toBe(
        await market.read.hashOffer([offer]),
      );
    }
  });

  it('changes with the chain id, the marketplace address and every field', () => {
    const params = { chainId, marketplace: market.address };
    const base = offerHash(sample, params);
    expect(offerHash(sample, { ...params, chainId: 1 })).not.toBe(base);
    expect(offerHash(sample, { ...params, marketplace: freshAddress() })).not.toBe(base);
    for (const field of ['tokenId', 'amount', 'quantity', 'expiry', 'nonce', 'salt'] as const) {
      expect(offerHash({ ...sample, [field]: sample[field] + 1n }, params), field).not.toBe(base);
    }
    expect(offerHash({ ...sample, kind: OfferKind.Item }, params)).not.toBe(base);
    expect(offerHash({ ...sample, traitRoot: keccak256('0x01') }, params)).not.toBe(base);
    expect(offerHash({ ...sample, offerer: freshAddress() }, params)).not.toBe(base);
    expect(offerHash({ ...sample, collection: freshAddress() }, params)).not.toBe(base);
  });

  it("uses the contract's type string (OFFER_TYPEHASH)", async () => {
    const typeString =
      'Offer(address offerer,address collection,uint8 kind,uint256 tokenId,bytes32 traitRoot,uint256 amount,' +
      'uint256 quantity,uint256 expiry,uint256 nonce,uint256 salt)';
    expect(await market.read.OFFER_TYPEHASH()).toBe(keccak256(toHex(typeString)));
  });
});

describe('offerTypedData', () => {
  it("is what a wallet signs, in the listings' domain: the signature verifies as the offerer's", async () => {
    const typedData = offerTypedData(sample, { chainId, marketplace: market.address });
    expect(typedData.domain).toEqual({
      name: 'Guardians Marketplace',
      version: '1',
      chainId,
      verifyingContract: market.address,
    });
    const signature = await offerer.signTypedData(typedData);
    expect(await verifyTypedData({ ...typedData, address: offerer.address, signature })).toBe(true);
  });
});

describe('offer builders', () => {
  it('give an item offer quantity 1 and no root, and a collection offer no token and no root', () => {
    expect(itemOffer({ ...terms, tokenId: 9n })).toMatchObject({
      kind: OfferKind.Item,
      tokenId: 9n,
      quantity: 1n,
      traitRoot: zeroHash,
    });
    expect(collectionOffer({ ...terms, quantity: 4n })).toMatchObject({
      kind: OfferKind.Collection,
      tokenId: 0n,
      quantity: 4n,
      traitRoot: zeroHash,
    });
  });

  it("give a trait offer the root of its token ids' tree, whatever their order", () => {
    const offer = traitOffer({ ...terms, quantity: 2n, tokenIds: [5n, 1n, 3n] });
    expect(offer).toMatchObject({ kind: OfferKind.Trait, tokenId: 0n });
    expect(offer.traitRoot).toBe(buildTokenIdTree([1n, 3n, 5n]).root);
    expect(() => traitOffer({ ...terms, quantity: 1n, tokenIds: [] })).toThrow(RangeError);
  });
});
