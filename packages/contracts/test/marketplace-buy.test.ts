import { createTestClient, getAddress, http, parseEventLogs, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardianMarketplaceAbi } from '../src/abis.gen.ts';
import { type Listing, listingHash } from '../src/listing.ts';
import { type Chain, revertOf, startChain } from './support/guardian-collection.ts';
import {
  buyer,
  chainId,
  deployMarketplace,
  expiryIn,
  gasCost,
  LISTING_PRICE,
  seller,
  setUpSale,
  signListing,
  stranger,
} from './support/marketplace.ts';

let chain: Chain;
beforeAll(async () => {
  chain = await startChain();
});
afterAll(async () => {
  await chain?.stop();
});

const balanceOf = (address: `0x${string}`) => chain.publicClient.getBalance({ address });

describe('GuardianMarketplace buy', () => {
  it('moves the token to the buyer and pays royalty, fee and seller exactly the price', async () => {
    const sale = await setUpSale(chain, { feeBps: 250n, royaltyBps: 500n });
    const listing = sale.listing();
    const signature = await signListing(seller, listing, sale.market.address);
    const sellerBefore = await balanceOf(seller.address);
    const buyerBefore = await balanceOf(buyer.address);

    const receipt = await chain.mined(sale.buy(listing, signature));

    const fee = (LISTING_PRICE * 250n) / 10_000n;
    const royalty = (LISTING_PRICE * 500n) / 10_000n;
    expect(await sale.collection.read.ownerOf([1n])).toBe(buyer.address);
    expect(await balanceOf(sale.feeRecipient)).toBe(fee);
    expect(await balanceOf(sale.royaltyReceiver)).toBe(royalty);
    expect((await balanceOf(seller.address)) - sellerBefore).toBe(LISTING_PRICE - fee - royalty);
    expect(buyerBefore - (await balanceOf(buyer.address))).toBe(LISTING_PRICE + gasCost(receipt));
    expect(await balanceOf(sale.market.address)).toBe(0n);
  });

  it('emits Sale with the listing hash, token, id, seller, buyer, price, fee and royalty', async () => {
    const sale = await setUpSale(chain);
    const listing = sale.listing({ tokenId: 2n });
    const hash = listingHash(listing, { chainId, marketplace: sale.market.address });
    const receipt = await chain.mined(
      sale.buy(listing, await signListing(seller, listing, sale.market.address)),
    );
    const [event] = parseEventLogs({ abi: GuardianMarketplaceAbi, logs: receipt.logs, eventName: 'Sale' });
    expect(event?.address).toBe(sale.market.address.toLowerCase());
    expect(event?.args).toEqual({
      listingHash: hash,
      token: getAddress(sale.collection.address),
      tokenId: 2n,
      seller: seller.address,
      buyer: buyer.address,
      price: LISTING_PRICE,
      fee: (LISTING_PRICE * 250n) / 10_000n,
      royalty: (LISTING_PRICE * 500n) / 10_000n,
    });
    expect(await sale.market.read.isFilled([hash])).toBe(true);
    expect(await sale.market.read.isCancelled([hash])).toBe(false);
  });

  it('fills a listing with a single-token approval instead of approval for all', async () => {
    const sale = await setUpSale(chain);
    await chain.mined(sale.collection.as(seller).write.setApprovalForAll([sale.market.address, false]));
    await chain.mined(sale.collection.as(seller).write.approve([sale.market.address, 1n]));
    const listing = sale.listing();
    await chain.mined(sale.buy(listing, await signListing(seller, listing, sale.market.address)));
    expect(await sale.collection.read.ownerOf([1n])).toBe(buyer.address);
  });

  it('buys a token for under 140k gas once the fee and royalty receivers hold ETH', async () => {
    const sale = await setUpSale(chain);
    const sign = (l: Listing) => signListing(seller, l, sale.market.address);
    // The first sale also pays 25k gas for each receiver account that did not exist yet.
    const first = sale.listing({ tokenId: 1n });
    const firstReceipt = await chain.mined(sale.buy(first, await sign(first)));
    const second = sale.listing({ tokenId: 2n });
    const receipt = await chain.mined(sale.buy(second, await sign(second)));
    console.info(`GuardianMarketplace.buy: ${firstReceipt.gasUsed} gas first, ${receipt.gasUsed} after`);
    expect(receipt.gasUsed).toBeLessThan(140_000n);
  });

  it('is still fillable one second before expiry', async () => {
    const sale = await setUpSale(chain);
    const expiry = await expiryIn(chain, 100n);
    const listing = sale.listing({ expiry });
    const signature = await signListing(seller, listing, sale.market.address);
    const testClient = createTestClient({ mode: 'anvil', transport: http(chain.anvil.rpcUrl) });
    await testClient.setNextBlockTimestamp({ timestamp: expiry - 1n });
    // A fixed gas limit: estimating would run against a block at another timestamp.
    const hash = await sale.market
      .as(buyer)
      .write.buy([listing, signature], { value: listing.price, gas: 300_000n });
    const receipt = await chain.mined(Promise.resolve(hash));
    expect((await chain.publicClient.getBlock({ blockHash: receipt.blockHash })).timestamp).toBe(expiry - 1n);
  });
});

describe('GuardianMarketplace buy reverts', () => {
  it('with InsufficientPayment when the buyer sends less than the price', async () => {
    const sale = await setUpSale(chain);
    const listing = sale.listing();
    const signature = await signListing(seller, listing, sale.market.address);
    expect(await revertOf(sale.buy(listing, signature, LISTING_PRICE - 1n))).toEqual({
      errorName: 'InsufficientPayment',
      args: [LISTING_PRICE, LISTING_PRICE - 1n],
    });
  });

  it('with ExcessPayment when the buyer sends more than the price', async () => {
    const sale = await setUpSale(chain);
    const listing = sale.listing();
    const signature = await signListing(seller, listing, sale.market.address);
    expect(await revertOf(sale.buy(listing, signature, LISTING_PRICE + 1n))).toEqual({
      errorName: 'ExcessPayment',
      args: [LISTING_PRICE, LISTING_PRICE + 1n],
    });
  });

  it('with ListingExpired once the block timestamp reaches the expiry', async () => {
    const sale = await setUpSale(chain);
    const expiry = (await chain.publicClient.getBlock()).timestamp;
    const listing = sale.listing({ expiry });
    const revert = await revertOf(sale.buy(listing, await signListing(seller, listing, sale.market.address)));
    expect(revert.errorName).toBe('ListingExpired');
    expect(revert.args[0]).toBe(expiry);
  });

  it('with ListingAlreadyFilled when the listing is bought a second time', async () => {
    const sale = await setUpSale(chain);
    const listing = sale.listing();
    const signature = await signListing(seller, listing, sale.market.address);
    await chain.mined(sale.buy(listing, signature));
    const hash = listingHash(listing, { chainId, marketplace: sale.market.address });
    expect(await revertOf(sale.buy(listing, signature, listing.price, stranger))).toEqual({
      errorName: 'ListingAlreadyFilled',
      args: [hash],
    });
  });

  it("with ListingNonceStale when the listing's nonce is not the seller's current one", async () => {
    const sale = await setUpSale(chain);
    const listing = sale.listing({ nonce: 1n });
    expect(
      await revertOf(sale.buy(listing, await signListing(seller, listing, sale.market.address))),
    ).toEqual({
      errorName: 'ListingNonceStale',
      args: [1n, 0n],
    });
  });

  it('with InvalidSignature when someone other than the seller signed', async () => {
    const sale = await setUpSale(chain);
    const listing = sale.listing();
    const signature = await signListing(stranger, listing, sale.market.address);
    expect(await revertOf(sale.buy(listing, signature))).toMatchObject({ errorName: 'InvalidSignature' });
  });

  it('with InvalidSignature when the buyer lowers the signed price', async () => {
    const sale = await setUpSale(chain);
    const listing = sale.listing();
    const signature = await signListing(seller, listing, sale.market.address);
    const cheaper = { ...listing, price: LISTING_PRICE / 2n };
    expect(await revertOf(sale.buy(cheaper, signature))).toMatchObject({ errorName: 'InvalidSignature' });
  });

  it('with InvalidSignature for a listing signed for another chain id', async () => {
    const sale = await setUpSale(chain);
    const listing = sale.listing();
    const signature = await signListing(seller, listing, sale.market.address, 1);
    expect(await revertOf(sale.buy(listing, signature))).toMatchObject({ errorName: 'InvalidSignature' });
  });

  it('with InvalidSignature for a listing signed for another marketplace', async () => {
    const sale = await setUpSale(chain);
    const other = await deployMarketplace(chain);
    const listing = sale.listing();
    const signature = await signListing(seller, listing, other.address);
    expect(await revertOf(sale.buy(listing, signature))).toMatchObject({ errorName: 'InvalidSignature' });
  });

  it('with InvalidSignature for a signature that is not 65 bytes of ECDSA', async () => {
    const sale = await setUpSale(chain);
    expect(await revertOf(sale.buy(sale.listing(), '0x1234'))).toMatchObject({
      errorName: 'InvalidSignature',
    });
  });

  it('with SellerNotOwner after the seller transferred the token away', async () => {
    const sale = await setUpSale(chain);
    const listing = sale.listing();
    const signature = await signListing(seller, listing, sale.market.address);
    await chain.mined(sale.collection.as(seller).write.transferFrom([seller.address, stranger.address, 1n]));
    expect(await revertOf(sale.buy(listing, signature))).toEqual({
      errorName: 'SellerNotOwner',
      args: [seller.address, stranger.address],
    });
  });

  it('with SellerNotOwner naming the zero address for a token that does not exist', async () => {
    const sale = await setUpSale(chain);
    const listing = sale.listing({ tokenId: 999n });
    expect(
      await revertOf(sale.buy(listing, await signListing(seller, listing, sale.market.address))),
    ).toEqual({
      errorName: 'SellerNotOwner',
      args: [seller.address, zeroAddress],
    });
  });

  it('with MarketplaceNotApproved after the seller revoked the approval', async () => {
    const sale = await setUpSale(chain);
    const listing = sale.listing();
    const signature = await signListing(seller, listing, sale.market.address);
    await chain.mined(sale.collection.as(seller).write.setApprovalForAll([sale.market.address, false]));
    expect(await revertOf(sale.buy(listing, signature))).toMatchObject({
      errorName: 'MarketplaceNotApproved',
    });
  });
});
