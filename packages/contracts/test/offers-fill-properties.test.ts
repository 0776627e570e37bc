import { type Hex, parseEther, parseEventLogs, zeroHash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardianMarketplaceAbi } from '../src/abis.gen.ts';
import { buildTokenIdTree } from '../src/merkle.ts';
import { type Offer, OfferKind } from '../src/offer.ts';
import { type Chain, revertOf, startChain } from './support/guardian-collection.ts';
import { seller } from './support/marketplace.ts';
import { expectedSplit, type OfferMarket, offerer, setUpOffers } from './support/offers.ts';
import { seededRandom } from './support/prng.ts';

let chain: Chain;
beforeAll(async () => {
  chain = await startChain();
});
afterAll(async () => {
  await chain?.stop();
});

const SPLIT_CASES = 50;
const QUANTITY_CASES = 15;
const SEED = 0x5b117;

/** An offer of `kind` that covers `tokenIds` (trait offers: exactly them), its signature and proofs. */
async function offerFor(m: OfferMarket, kind: OfferKind, tokenIds: bigint[], overrides: Partial<Offer>) {
  const tree = buildTokenIdTree(tokenIds);
  const offer = m.offer({
    kind,
    tokenId: kind === OfferKind.Item ? (tokenIds[0] as bigint) : 0n,
    traitRoot: kind === OfferKind.Trait ? tree.root : zeroHash,
    ...overrides,
  });
  const proofFor = (id: bigint): Hex[] => (kind === OfferKind.Trait ? (tree.proofFor(id) ?? []) : []);
  return { offer, signature: await m.sign(offer), proofFor };
}

describe('GuardianMarketplace offer fills (property)', () => {
  it(`pays seller + fee + royalty == amount out of the offerer's WETH, exactly, over ${SPLIT_CASES} random cases`, async () => {
    const random = seededRandom(SEED);
    const m = await setUpOffers(chain, { tokens: BigInt(SPLIT_CASES), wrapped: parseEther('5000') });
    const watched = [seller.address, offerer.address, m.feeRecipient, m.royaltyReceiver, m.market.address];
    let capped = 0;
    for (let i = 0; i < SPLIT_CASES; i++) {
      // Amounts from dust (where rounding dominates) to 100 WETH; the edges of both basis-point ranges are likely.
      const amount = random.bigintUpTo(random.pick([100n, parseEther('0.001'), parseEther('100')]));
      const feeBps = random.pick([0n, 1_000n, random.bigintUpTo(1_000n)]);
      const royaltyBps = random.pick([0n, 10_000n, random.bigintUpTo(10_000n)]);
      const kind = random.pick([OfferKind.Item, OfferKind.Collection, OfferKind.Trait]);
      const tokenId = BigInt(i + 1);
      const context = `case ${i} (seed ${SEED}): kind ${kind}, amount ${amount}, fee ${feeBps}, royalty ${royaltyBps}`;

      await chain.mined(m.market.write.setFee([m.feeRecipient, feeBps]));
      await chain.mined(m.collection.write.setDefaultRoyalty([m.royaltyReceiver, royaltyBps]));
      const { offer, signature, proofFor } = await offerFor(m, kind, [tokenId, tokenId + 1000n], { amount });
      const before = await m.wethOf(watched);
      const receipt = await chain.mined(m.accept(offer, signature, tokenId, proofFor(tokenId)));
      const after = await m.wethOf(watched);

      const { fee, royalty, proceeds } = expectedSplit(amount, feeBps, royaltyBps);
      if (royalty < (amount * royaltyBps) / 10_000n) capped++;
      expect(fee + royalty + proceeds, context).toBe(amount);
      const [event] = parseEventLogs({
        abi: GuardianMarketplaceAbi,
        logs: receipt.logs,
        eventName: 'OfferAccepted',
      });
      expect(
        { amount: event?.args.amount, fee: event?.args.fee, royalty: event?.args.royalty },
        context,
      ).toEqual({
        amount,
        fee,
        royalty,
      });
      const delta = after.map((value, k) => value - (before[k] ?? 0n));
      expect(delta, context).toEqual([proceeds, -amount, fee, royalty, 0n]);
      expect(await m.collection.read.ownerOf([tokenId]), context).toBe(offerer.address);
    }
    expect(await chain.publicClient.getBalance({ address: m.market.address })).toBe(0n);
    // The seed must reach the royalty cap, or the property says nothing about it.
    expect(capped).toBeGreaterThan(0);
  });

  it(`fills a collection or trait offer exactly its quantity of times, never more, over ${QUANTITY_CASES} random offers`, async () => {
    const random = seededRandom(SEED + 1);
    const tokens = QUANTITY_CASES * 6;
    const m = await setUpOffers(chain, { tokens: BigInt(tokens), wrapped: parseEther('1000') });
    let next = 1n;
    let fills = 0;
    for (let i = 0; i < QUANTITY_CASES; i++) {
      const quantity = 1n + random.bigintUpTo(4n);
      const kind = random.pick([OfferKind.Collection, OfferKind.Trait]);
      // quantity + 1 distinct tokens the offer covers, so the refusal is about the count, not the token.
      const covered = Array.from({ length: Number(quantity) + 1 }, () => next++);
      const amount = 1n + random.bigintUpTo(parseEther('1'));
      const { offer, signature, proofFor } = await offerFor(m, kind, covered, { quantity, amount });
      const hash = m.hashOf(offer);
      const context = `case ${i} (seed ${SEED + 1}): kind ${kind}, quantity ${quantity}`;

      for (const [k, tokenId] of covered.slice(0, -1).entries()) {
        const receipt = await chain.mined(m.accept(offer, signature, tokenId, proofFor(tokenId)));
        const [event] = parseEventLogs({
          abi: GuardianMarketplaceAbi,
          logs: receipt.logs,
          eventName: 'OfferAccepted',
        });
        expect(event?.args.fills, context).toBe(BigInt(k + 1));
        fills++;
      }
      const extra = covered.at(-1) as bigint;
      expect(await revertOf(m.accept(offer, signature, extra, proofFor(extra))), context).toEqual({
        errorName: 'OfferFullyFilled',
        args: [hash, quantity],
      });
      // Mined too: reverted, and the extra token and the offerer's WETH stay where they were.
      const wethBefore = await m.weth.read.balanceOf([offerer.address]);
      const tx = await m.market
        .as(seller)
        .write.acceptOffer([offer, signature, extra, proofFor(extra)], { gas: 500_000n });
      expect((await chain.publicClient.waitForTransactionReceipt({ hash: tx })).status, context).toBe(
        'reverted',
      );
      expect(await m.collection.read.ownerOf([extra]), context).toBe(seller.address);
      expect(await m.weth.read.balanceOf([offerer.address]), context).toBe(wethBefore);
      expect(await m.market.read.offerFills([hash]), context).toBe(quantity);
    }
    console.info(
      `quantity property (seed ${SEED + 1}): ${QUANTITY_CASES} offers, ${fills} fills, each refused once more`,
    );
    expect(await m.collection.read.balanceOf([offerer.address])).toBe(BigInt(fills));
  });
});
