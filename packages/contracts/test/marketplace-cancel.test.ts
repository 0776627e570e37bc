import { parseEventLogs } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardianMarketplaceAbi } from '../src/abis.gen.ts';
import { type Listing, listingHash } from '../src/listing.ts';
import { type Chain, revertOf, startChain } from './support/guardian-collection.ts';
import { buyer, chainId, seller, setUpSale, signListing, stranger } from './support/marketplace.ts';

let chain: Chain;
beforeAll(async () => {
  chain = await startChain();
});
afterAll(async () => {
  await chain?.stop();
});

async function signedSale() {
  const sale = await setUpSale(chain);
  const hashOf = (l: Listing) => listingHash(l, { chainId, marketplace: sale.market.address });
  const sign = (l: Listing) => signListing(seller, l, sale.market.address);
  return { ...sale, hashOf, sign };
}

describe('GuardianMarketplace cancel', () => {
  it('lets the seller cancel a listing, emitting ListingCancelled, so buying it reverts', async () => {
    const sale = await signedSale();
    const listing = sale.listing();
    const signature = await sale.sign(listing);
    const receipt = await chain.mined(sale.market.as(seller).write.cancel([listing]));
    const [event] = parseEventLogs({
      abi: GuardianMarketplaceAbi,
      logs: receipt.logs,
      eventName: 'ListingCancelled',
    });
    expect(event?.args).toEqual({ listingHash: sale.hashOf(listing), seller: seller.address });
    expect(await sale.market.read.isCancelled([sale.hashOf(listing)])).toBe(true);
    expect(await revertOf(sale.buy(listing, signature))).toEqual({
      errorName: 'ListingIsCancelled',
      args: [sale.hashOf(listing)],
    });
  });

  it('reverts with NotSeller when anyone but the seller cancels', async () => {
    const sale = await signedSale();
    const listing = sale.listing();
    expect(await revertOf(sale.market.as(stranger).write.cancel([listing]))).toEqual({
      errorName: 'NotSeller',
      args: [stranger.address, seller.address],
    });
    expect(await sale.market.read.isCancelled([sale.hashOf(listing)])).toBe(false);
  });

  it('reverts with ListingAlreadyFilled when cancelling a listing that sold', async () => {
    const sale = await signedSale();
    const listing = sale.listing();
    await chain.mined(sale.buy(listing, await sale.sign(listing)));
    expect(await revertOf(sale.market.as(seller).write.cancel([listing]))).toEqual({
      errorName: 'ListingAlreadyFilled',
      args: [sale.hashOf(listing)],
    });
    expect(await sale.market.read.isFilled([sale.hashOf(listing)])).toBe(true);
  });

  it('reverts with ListingIsCancelled when cancelling the same listing twice', async () => {
    const sale = await signedSale();
    const listing = sale.listing();
    await chain.mined(sale.market.as(seller).write.cancel([listing]));
    expect(await revertOf(sale.market.as(seller).write.cancel([listing]))).toMatchObject({
      errorName: 'ListingIsCancelled',
    });
  });

  it('leaves another listing of the same token, with another salt, fillable', async () => {
    const sale = await signedSale();
    const cancelled = sale.listing({ salt: 1n });
    const kept = sale.listing({ salt: 2n });
    expect(sale.hashOf(cancelled)).not.toBe(sale.hashOf(kept));
    await chain.mined(sale.market.as(seller).write.cancel([cancelled]));
    await chain.mined(sale.buy(kept, await sale.sign(kept)));
    expect(await sale.collection.read.ownerOf([1n])).toBe(buyer.address);
  });

  it('reverts with SellerNotOwner for a second listing of a token that already sold', async () => {
    const sale = await signedSale();
    const first = sale.listing({ salt: 1n });
    const second = sale.listing({ salt: 2n });
    await chain.mined(sale.buy(first, await sale.sign(first)));
    expect(await revertOf(sale.buy(second, await sale.sign(second), second.price, stranger))).toEqual({
      errorName: 'SellerNotOwner',
      args: [seller.address, buyer.address],
    });
  });
});

describe('GuardianMarketplace cancelAll', () => {
  it("bumps the seller's nonce, emitting NonceIncremented, so every older listing is stale", async () => {
    const sale = await signedSale();
    const listings = [sale.listing({ tokenId: 1n }), sale.listing({ tokenId: 2n })];
    const signatures = await Promise.all(listings.map(sale.sign));
    const receipt = await chain.mined(sale.market.as(seller).write.cancelAll());
    const [event] = parseEventLogs({
      abi: GuardianMarketplaceAbi,
      logs: receipt.logs,
      eventName: 'NonceIncremented',
    });
    expect(event?.args).toEqual({ seller: seller.address, newNonce: 1n });
    expect(await sale.market.read.nonces([seller.address])).toBe(1n);
    for (const [i, listing] of listings.entries()) {
      expect(await revertOf(sale.buy(listing, signatures[i] ?? '0x'))).toEqual({
        errorName: 'ListingNonceStale',
        args: [0n, 1n],
      });
    }
  });

  it('accepts a listing signed with the new nonce', async () => {
    const sale = await signedSale();
    await chain.mined(sale.market.as(seller).write.cancelAll());
    await chain.mined(sale.market.as(seller).write.cancelAll());
    const listing = sale.listing({ nonce: 2n });
    await chain.mined(sale.buy(listing, await sale.sign(listing)));
    expect(await sale.collection.read.ownerOf([1n])).toBe(buyer.address);
  });

  it("does not touch other sellers' nonces", async () => {
    const sale = await signedSale();
    await chain.mined(sale.market.as(stranger).write.cancelAll());
    expect(await sale.market.read.nonces([stranger.address])).toBe(1n);
    expect(await sale.market.read.nonces([seller.address])).toBe(0n);
    const listing = sale.listing();
    await chain.mined(sale.buy(listing, await sale.sign(listing)));
  });
});
