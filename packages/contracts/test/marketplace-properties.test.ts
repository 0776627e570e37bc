import { type Address, parseEther, parseEventLogs } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardianMarketplaceAbi } from '../src/abis.gen.ts';
import { type Chain, startChain } from './support/guardian-collection.ts';
import { buyer, gasCost, seller, setUpSale, signListing } from './support/marketplace.ts';
import { seededRandom } from './support/prng.ts';

let chain: Chain;
beforeAll(async () => {
  chain = await startChain();
});
afterAll(async () => {
  await chain?.stop();
});

const CASES = 50;
const SEED = 0x6a7d1a45;

/** What the contract must pay: fee on the price, royalty capped at what the fee leaves, the rest to the seller. */
function expectedSplit(price: bigint, feeBps: bigint, royaltyBps: bigint) {
  const fee = (price * feeBps) / 10_000n;
  const asked = (price * royaltyBps) / 10_000n;
  const royalty = asked < price - fee ? asked : price - fee;
  return { fee, royalty, proceeds: price - fee - royalty };
}

describe('GuardianMarketplace payment split (property)', () => {
  it(`pays fee + royalty + proceeds == price and moves balances by exactly that, over ${CASES} random cases`, async () => {
    const random = seededRandom(SEED);
    const sale = await setUpSale(chain, { tokens: BigInt(CASES) });
    const balances = async (addresses: Address[]) =>
      Promise.all(addresses.map((address) => chain.publicClient.getBalance({ address })));
    const watched = [
      seller.address,
      buyer.address,
      sale.feeRecipient,
      sale.royaltyReceiver,
      sale.market.address,
    ];

    let capped = 0;
    for (let i = 0; i < CASES; i++) {
      // Prices from dust (where rounding dominates) to 100 ETH; the edges of both basis-point ranges are likely.
      const price = random.bigintUpTo(random.pick([100n, parseEther('0.001'), parseEther('100')]));
      const feeBps = random.pick([0n, 1_000n, random.bigintUpTo(1_000n)]);
      const royaltyBps = random.pick([0n, 10_000n, random.bigintUpTo(10_000n)]);
      const context = `case ${i} (seed ${SEED}): price ${price}, fee ${feeBps} bps, royalty ${royaltyBps} bps`;

      await chain.mined(sale.market.write.setFee([sale.feeRecipient, feeBps]));
      await chain.mined(sale.collection.write.setDefaultRoyalty([sale.royaltyReceiver, royaltyBps]));
      const listing = sale.listing({ tokenId: BigInt(i + 1), price });
      const before = await balances(watched);
      const receipt = await chain.mined(
        sale.buy(listing, await signListing(seller, listing, sale.market.address)),
      );
      const after = await balances(watched);

      const { fee, royalty, proceeds } = expectedSplit(price, feeBps, royaltyBps);
      if (royalty < (price * royaltyBps) / 10_000n) capped++;
      expect(fee + royalty + proceeds, context).toBe(price);
      const [event] = parseEventLogs({ abi: GuardianMarketplaceAbi, logs: receipt.logs, eventName: 'Sale' });
      expect(
        { price: event?.args.price, fee: event?.args.fee, royalty: event?.args.royalty },
        context,
      ).toEqual({
        price,
        fee,
        royalty,
      });
      const delta = after.map((value, k) => value - (before[k] ?? 0n));
      expect(delta, context).toEqual([proceeds, -(price + gasCost(receipt)), fee, royalty, 0n]);
      expect(await sale.collection.read.ownerOf([listing.tokenId]), context).toBe(buyer.address);
    }
    // The seed must reach the royalty cap, or the property says nothing about it.
    expect(capped).toBeGreaterThan(0);
  });
});
