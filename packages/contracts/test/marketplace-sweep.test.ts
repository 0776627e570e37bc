import { getAddress, type Hex, parseEther, parseEventLogs, toFunctionSelector } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardianMarketplaceAbi } from '../src/abis.gen.ts';
import type { Listing } from '../src/listing.ts';
import { type Chain, revertOf, startChain } from './support/guardian-collection.ts';
import { buyer, gasCost, seller, setUpSale, signListing, stranger } from './support/marketplace.ts';

let chain: Chain;
beforeAll(async () => {
  chain = await startChain();
});
afterAll(async () => {
  await chain?.stop();
});

const ethOf = (address: `0x${string}`) => chain.publicClient.getBalance({ address });
const selector = (error: string) => toFunctionSelector(`error ${error}`);

/** A sale of tokens 1..n with a cart of one listing per token, priced 1, 2, 3... ETH. */
async function cart(tokens = 3) {
  const sale = await setUpSale(chain, { tokens: BigInt(tokens) });
  const listings = Array.from({ length: tokens }, (_, i) =>
    sale.listing({ tokenId: BigInt(i + 1), price: parseEther(String(i + 1)) }),
  );
  const signatures = await Promise.all(listings.map((l) => signListing(seller, l, sale.market.address)));
  const sweep = (value: bigint, maxTotal = value, items = listings, sigs: Hex[] = signatures) =>
    sale.market.as(buyer).write.sweep([items, sigs, maxTotal], { value });
  const skipped = (logs: Parameters<typeof parseEventLogs>[0]['logs']) =>
    parseEventLogs({ abi: GuardianMarketplaceAbi, logs, eventName: 'ListingSkipped' }).map((e) => e.args);
  const sales = (logs: Parameters<typeof parseEventLogs>[0]['logs']) =>
    parseEventLogs({ abi: GuardianMarketplaceAbi, logs, eventName: 'Sale' }).map((e) => e.args);
  return { ...sale, listings, signatures, sweep, skipped, sales };
}

const hashOf = (c: Awaited<ReturnType<typeof cart>>, l: Listing) => c.market.read.hashListing([l]);

describe('GuardianMarketplace sweep', () => {
  it('buys every listing in one transaction, with one Sale each as buy emits, and charges their sum', async () => {
    const c = await cart(3);
    const before = await ethOf(buyer.address);
    const receipt = await chain.mined(c.sweep(parseEther('6')));
    for (const id of [1n, 2n, 3n]) expect(await c.collection.read.ownerOf([id])).toBe(buyer.address);
    expect(before - (await ethOf(buyer.address))).toBe(parseEther('6') + gasCost(receipt));
    const fee = (p: bigint) => (p * 250n) / 10_000n;
    const royalty = (p: bigint) => (p * 500n) / 10_000n;
    expect(c.sales(receipt.logs)).toEqual(
      await Promise.all(
        c.listings.map(async (l) => ({
          listingHash: await hashOf(c, l),
          token: getAddress(c.collection.address),
          tokenId: l.tokenId,
          seller: seller.address,
          buyer: buyer.address,
          price: l.price,
          fee: fee(l.price),
          royalty: royalty(l.price),
        })),
      ),
    );
    expect(c.skipped(receipt.logs)).toEqual([]);
    expect(await ethOf(c.market.address)).toBe(0n);
    console.info(`GuardianMarketplace.sweep of 3: ${receipt.gasUsed} gas`);
  });

  it('skips a listing someone else bought first, does not charge it, and refunds its price', async () => {
    const c = await cart(3);
    const [, second] = c.listings as [Listing, Listing, Listing];
    await chain.mined(c.buy(second, c.signatures[1] as Hex, second.price, stranger));
    const before = await ethOf(buyer.address);
    const receipt = await chain.mined(c.sweep(parseEther('6')));
    expect(before - (await ethOf(buyer.address))).toBe(parseEther('4') + gasCost(receipt));
    expect(await c.collection.read.ownerOf([2n])).toBe(stranger.address);
    expect(c.sales(receipt.logs).map((s) => s.tokenId)).toEqual([1n, 3n]);
    expect(c.skipped(receipt.logs)).toEqual([
      { listingHash: await hashOf(c, second), reason: selector('ListingAlreadyFilled(bytes32)') },
    ]);
    expect(await ethOf(c.market.address)).toBe(0n);
  });

  it('skips cancelled, expired, stale-nonce, moved and badly signed listings, each with its reason', async () => {
    const c = await cart(5);
    const now = (await chain.publicClient.getBlock()).timestamp;
    const expired = c.listing({ tokenId: 2n, expiry: now, price: 1n });
    const stale = c.listing({ tokenId: 3n, nonce: 7n, price: 1n });
    const items = [
      c.listings[0] as Listing,
      expired,
      stale,
      c.listings[3] as Listing,
      c.listings[4] as Listing,
    ];
    const sigs = [
      c.signatures[0] as Hex,
      await signListing(seller, expired, c.market.address),
      await signListing(seller, stale, c.market.address),
      c.signatures[3] as Hex,
      await signListing(stranger, c.listings[4] as Listing, c.market.address),
    ];
    await chain.mined(c.market.as(seller).write.cancel([c.listings[0] as Listing]));
    await chain.mined(c.collection.as(seller).write.transferFrom([seller.address, stranger.address, 4n]));
    // The buyer still gets something: one more buyable listing at the end.
    await chain.mined(c.collection.write.ownerMint([seller.address, 1n]));
    const last = c.listing({ tokenId: 6n, price: 5n });
    items.push(last);
    sigs.push(await signListing(seller, last, c.market.address));

    const receipt = await chain.mined(c.sweep(parseEther('20'), parseEther('20'), items, sigs));
    expect(c.sales(receipt.logs).map((s) => s.tokenId)).toEqual([6n]);
    expect(c.skipped(receipt.logs).map((s) => s.reason)).toEqual([
      selector('ListingIsCancelled(bytes32)'),
      selector('ListingExpired(uint256,uint256)'),
      selector('ListingNonceStale(uint256,uint256)'),
      selector('SellerNotOwner(address,address)'),
      selector('InvalidSignature()'),
    ]);
    expect(await ethOf(c.market.address)).toBe(0n);
  });

  it('skips a listing whose price is above the budget left, and buys a cheaper one after it', async () => {
    const c = await cart(3);
    // Budget 4 ETH: 1 and 2 are bought, leaving 1, so the 3 ETH listing is skipped and refunded.
    const receipt = await chain.mined(c.sweep(parseEther('10'), parseEther('4')));
    expect(c.sales(receipt.logs).map((s) => s.tokenId)).toEqual([1n, 2n]);
    expect(c.skipped(receipt.logs)).toEqual([
      {
        listingHash: await hashOf(c, c.listings[2] as Listing),
        reason: selector('InsufficientPayment(uint256,uint256)'),
      },
    ]);
    const cheap = await cart(3);
    const items = [cheap.listings[2] as Listing, cheap.listings[0] as Listing];
    const sigs = [cheap.signatures[2] as Hex, cheap.signatures[0] as Hex];
    const second = await chain.mined(cheap.sweep(parseEther('2'), parseEther('2'), items, sigs));
    expect(cheap.sales(second.logs).map((s) => s.tokenId)).toEqual([1n]);
  });

  it('never charges more than msg.value when maxTotal is higher, and refunds what is left', async () => {
    const c = await cart(3);
    const before = await ethOf(buyer.address);
    const receipt = await chain.mined(c.sweep(parseEther('3.5'), parseEther('100')));
    expect(c.sales(receipt.logs).map((s) => s.tokenId)).toEqual([1n, 2n]);
    expect(before - (await ethOf(buyer.address))).toBe(parseEther('3') + gasCost(receipt));
  });

  it('buys a listing that appears twice in the cart once', async () => {
    const c = await cart(1);
    const l = c.listings[0] as Listing;
    const s = c.signatures[0] as Hex;
    const receipt = await chain.mined(c.sweep(parseEther('2'), parseEther('2'), [l, l], [s, s]));
    expect(c.sales(receipt.logs)).toHaveLength(1);
    expect(c.skipped(receipt.logs).map((e) => e.reason)).toEqual([selector('ListingAlreadyFilled(bytes32)')]);
  });

  it('reverts with SweepBoughtNothing when nothing is buyable, moving nothing', async () => {
    const c = await cart(2);
    for (const l of c.listings) await chain.mined(c.market.as(seller).write.cancel([l]));
    expect(await revertOf(c.sweep(parseEther('3')))).toMatchObject({ errorName: 'SweepBoughtNothing' });
    expect(await revertOf(c.sweep(0n))).toMatchObject({ errorName: 'SweepBoughtNothing' });
  });

  it('reverts with LengthMismatch when listings and signatures differ in number', async () => {
    const c = await cart(2);
    expect(
      await revertOf(c.sweep(parseEther('3'), parseEther('3'), c.listings, c.signatures.slice(0, 1))),
    ).toEqual({ errorName: 'LengthMismatch', args: [2n, 1n] });
  });
});
