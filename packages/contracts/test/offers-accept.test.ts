import { getAddress, maxUint256, parseEther, parseEventLogs, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardianMarketplaceAbi, GuardianMarketplaceBytecode } from '../src/abis.gen.ts';
import { buildTokenIdTree } from '../src/merkle.ts';
import { OfferKind } from '../src/offer.ts';
import { type Chain, revertOf, startChain } from './support/guardian-collection.ts';
import { deployMarketplace, seller, stranger } from './support/marketplace.ts';
import { expectedSplit, OFFER_AMOUNT, offerer, setUpOffers, signOffer } from './support/offers.ts';

let chain: Chain;
beforeAll(async () => {
  chain = await startChain();
});
afterAll(async () => {
  await chain?.stop();
});

const ethOf = (address: `0x${string}`) => chain.publicClient.getBalance({ address });

describe('GuardianMarketplace acceptOffer', () => {
  it("moves the token to the offerer and pays royalty, fee and seller exactly the amount from the offerer's WETH", async () => {
    const m = await setUpOffers(chain, { feeBps: 250n, royaltyBps: 500n });
    const offer = m.offer({ kind: OfferKind.Item, tokenId: 2n });
    const watched = [seller.address, offerer.address, m.feeRecipient, m.royaltyReceiver, m.market.address];
    const before = await m.wethOf(watched);

    await chain.mined(m.accept(offer, await m.sign(offer), 2n));

    const { fee, royalty, proceeds } = expectedSplit(OFFER_AMOUNT, 250n, 500n);
    const after = await m.wethOf(watched);
    expect(after.map((v, i) => v - (before[i] ?? 0n))).toEqual([proceeds, -OFFER_AMOUNT, fee, royalty, 0n]);
    expect(await m.collection.read.ownerOf([2n])).toBe(offerer.address);
    expect(await ethOf(m.market.address)).toBe(0n);
    expect(await m.market.read.offerFills([m.hashOf(offer)])).toBe(1n);
    expect(await m.market.read.quote([m.collection.address, 2n, OFFER_AMOUNT])).toEqual([
      fee,
      m.royaltyReceiver,
      royalty,
      proceeds,
    ]);
  });

  it('emits OfferAccepted with the offer hash, collection, token, both parties, the split and the fill count', async () => {
    const m = await setUpOffers(chain);
    const offer = m.offer({ quantity: 3n });
    const receipt = await chain.mined(m.accept(offer, await m.sign(offer), 3n));
    const [event] = parseEventLogs({
      abi: GuardianMarketplaceAbi,
      logs: receipt.logs,
      eventName: 'OfferAccepted',
    });
    const { fee, royalty } = expectedSplit(OFFER_AMOUNT, 250n, 500n);
    expect(event?.address).toBe(m.market.address.toLowerCase());
    expect(event?.args).toEqual({
      offerHash: m.hashOf(offer),
      collection: getAddress(m.collection.address),
      tokenId: 3n,
      offerer: offerer.address,
      seller: seller.address,
      amount: OFFER_AMOUNT,
      fee,
      royalty,
      fills: 1n,
    });
  });

  it('fills a collection offer with different tokens up to its quantity, then refuses', async () => {
    const m = await setUpOffers(chain);
    const offer = m.offer({ quantity: 2n });
    const signature = await m.sign(offer);
    await chain.mined(m.accept(offer, signature, 1n));
    await chain.mined(m.accept(offer, signature, 2n));
    expect(await m.market.read.offerFills([m.hashOf(offer)])).toBe(2n);
    expect(await revertOf(m.accept(offer, signature, 3n))).toEqual({
      errorName: 'OfferFullyFilled',
      args: [m.hashOf(offer), 2n],
    });
    expect(await m.weth.read.balanceOf([offerer.address])).toBe(parseEther('98'));
  });

  it('fills a trait offer with a token of the set and its proof, and refuses a token outside it', async () => {
    const m = await setUpOffers(chain, { tokens: 5n });
    const tree = buildTokenIdTree([1n, 3n, 4n]);
    const offer = m.offer({ kind: OfferKind.Trait, traitRoot: tree.root, quantity: 2n });
    const signature = await m.sign(offer);
    expect(await revertOf(m.accept(offer, signature, 2n, tree.proofFor(1n)))).toEqual({
      errorName: 'TokenNotInOffer',
      args: [2n],
    });
    expect(await revertOf(m.accept(offer, signature, 5n, []))).toMatchObject({
      errorName: 'TokenNotInOffer',
    });
    await chain.mined(m.accept(offer, signature, 3n, tree.proofFor(3n)));
    expect(await m.collection.read.ownerOf([3n])).toBe(offerer.address);
  });

  it('accepts a trait offer over a single token with an empty proof', async () => {
    const m = await setUpOffers(chain);
    const offer = m.offer({ kind: OfferKind.Trait, traitRoot: buildTokenIdTree([2n]).root });
    await chain.mined(m.accept(offer, await m.sign(offer), 2n, []));
    expect(await m.collection.read.ownerOf([2n])).toBe(offerer.address);
  });

  it('caps a royalty that asks for more than the fee leaves: the seller gets nothing, no more is paid', async () => {
    const m = await setUpOffers(chain, { feeBps: 1_000n, royaltyBps: 10_000n });
    const offer = m.offer();
    await chain.mined(m.accept(offer, await m.sign(offer), 1n));
    expect(await m.wethOf([m.feeRecipient, m.royaltyReceiver, seller.address])).toEqual([
      OFFER_AMOUNT / 10n,
      OFFER_AMOUNT - OFFER_AMOUNT / 10n,
      0n,
    ]);
  });

  it('accepts an offer for under 150k gas once every party holds WETH', async () => {
    const m = await setUpOffers(chain);
    const first = m.offer({ salt: 1n });
    const firstReceipt = await chain.mined(m.accept(first, await m.sign(first), 1n));
    const second = m.offer({ salt: 2n });
    const receipt = await chain.mined(m.accept(second, await m.sign(second), 2n));
    console.info(
      `GuardianMarketplace.acceptOffer: ${firstReceipt.gasUsed} gas first, ${receipt.gasUsed} after`,
    );
    expect(receipt.gasUsed).toBeLessThan(150_000n);
  });
});

describe('GuardianMarketplace acceptOffer reverts', () => {
  it('with OfferExpired once the block timestamp reaches the expiry', async () => {
    const m = await setUpOffers(chain);
    const expiry = (await chain.publicClient.getBlock()).timestamp;
    const offer = m.offer({ expiry });
    const revert = await revertOf(m.accept(offer, await m.sign(offer), 1n));
    expect(revert.errorName).toBe('OfferExpired');
    expect(revert.args[0]).toBe(expiry);
  });

  it('with InvalidOfferQuantity for an item offer of more than one, or any offer of none', async () => {
    const m = await setUpOffers(chain);
    const item = m.offer({ kind: OfferKind.Item, tokenId: 1n, quantity: 2n });
    expect(await revertOf(m.accept(item, await m.sign(item), 1n))).toEqual({
      errorName: 'InvalidOfferQuantity',
      args: [2n],
    });
    const none = m.offer({ quantity: 0n });
    expect(await revertOf(m.accept(none, await m.sign(none), 1n))).toEqual({
      errorName: 'InvalidOfferQuantity',
      args: [0n],
    });
  });

  it('with TokenNotInOffer when an item offer is accepted with another token', async () => {
    const m = await setUpOffers(chain);
    const offer = m.offer({ kind: OfferKind.Item, tokenId: 1n });
    expect(await revertOf(m.accept(offer, await m.sign(offer), 2n))).toEqual({
      errorName: 'TokenNotInOffer',
      args: [2n],
    });
  });

  it("with OfferNonceStale when the offer's nonce is not the offerer's current one", async () => {
    const m = await setUpOffers(chain);
    const offer = m.offer({ nonce: 1n });
    expect(await revertOf(m.accept(offer, await m.sign(offer), 1n))).toEqual({
      errorName: 'OfferNonceStale',
      args: [1n, 0n],
    });
  });

  it('with InvalidSignature for a foreign signer, a raised amount, another chain or another marketplace', async () => {
    const m = await setUpOffers(chain);
    const other = await deployMarketplace(chain);
    const offer = m.offer();
    const signature = await m.sign(offer);
    // Each attempt starts only when it is awaited: a call started early could revert before
    // anything listens for it (an unhandled rejection that fails the whole run).
    const attempts = [
      async () => m.accept(offer, await m.sign(offer, stranger), 1n),
      async () => m.accept({ ...offer, amount: OFFER_AMOUNT * 2n }, signature, 1n),
      async () => m.accept({ ...offer, kind: OfferKind.Item, tokenId: 1n }, signature, 1n),
      async () => m.accept(offer, await signOffer(offerer, offer, m.market.address, 1), 1n),
      async () => m.accept(offer, await signOffer(offerer, offer, other.address), 1n),
      async () => m.accept(offer, '0x1234', 1n),
    ];
    for (const attempt of attempts) {
      expect(await revertOf(attempt())).toMatchObject({ errorName: 'InvalidSignature' });
    }
  });

  it('with SellerNotOwner when the caller does not hold the token, or it does not exist', async () => {
    const m = await setUpOffers(chain);
    const offer = m.offer();
    const signature = await m.sign(offer);
    expect(await revertOf(m.accept(offer, signature, 1n, [], stranger))).toEqual({
      errorName: 'SellerNotOwner',
      args: [stranger.address, seller.address],
    });
    expect(await revertOf(m.accept(offer, signature, 999n))).toEqual({
      errorName: 'SellerNotOwner',
      args: [seller.address, zeroAddress],
    });
  });

  it('with MarketplaceNotApproved when the holder has not approved the marketplace', async () => {
    const m = await setUpOffers(chain);
    await chain.mined(m.collection.as(seller).write.setApprovalForAll([m.market.address, false]));
    const offer = m.offer();
    expect(await revertOf(m.accept(offer, await m.sign(offer), 1n))).toMatchObject({
      errorName: 'MarketplaceNotApproved',
    });
  });

  it("with OfferNotFunded when the offerer's WETH balance or allowance is below the amount", async () => {
    const m = await setUpOffers(chain, { wrapped: OFFER_AMOUNT });
    const offer = m.offer({ amount: OFFER_AMOUNT + 1n });
    const signature = await m.sign(offer);
    expect(await revertOf(m.accept(offer, signature, 1n))).toEqual({
      errorName: 'OfferNotFunded',
      args: [offerer.address, OFFER_AMOUNT + 1n, OFFER_AMOUNT, maxUint256],
    });
    await chain.mined(m.weth.as(offerer).write.approve([m.market.address, 5n]));
    const small = m.offer({ amount: 6n });
    expect(await revertOf(m.accept(small, await m.sign(small), 1n))).toEqual({
      errorName: 'OfferNotFunded',
      args: [offerer.address, 6n, OFFER_AMOUNT, 5n],
    });
  });
});

describe('GuardianMarketplace offers currency', () => {
  it('is the WETH given at deployment, for good (there is no setter)', async () => {
    const m = await setUpOffers(chain);
    expect(await m.market.read.weth()).toBe(m.weth.address);
    expect(
      GuardianMarketplaceAbi.filter((item) => item.type === 'function' && /^set/.test(item.name)).map(
        (item) => item.type === 'function' && item.name,
      ),
    ).toEqual(['setFee']);
  });

  it('cannot be the zero address: the deployment reverts', async () => {
    const hash = await chain.walletFor(stranger).deployContract({
      abi: GuardianMarketplaceAbi,
      bytecode: GuardianMarketplaceBytecode,
      args: [stranger.address, stranger.address, 250n, zeroAddress],
      gas: 5_000_000n,
    });
    const receipt = await chain.publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('reverted');
  });
});
