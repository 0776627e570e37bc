import { type Address, encodeFunctionData, getContract, maxUint256, parseAbi, parseEventLogs } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardianCollectionAbi, GuardianMarketplaceAbi, WETH9Abi } from '../src/abis.gen.ts';
import { type Offer, OfferKind } from '../src/offer.ts';
import { type Chain, revertOf, startChain } from './support/guardian-collection.ts';
import {
  compileFixture,
  deployFixture,
  seller,
  signListing,
  stranger,
  walletOwner,
} from './support/marketplace.ts';
import { expectedSplit, OFFER_AMOUNT, offerer, setUpOffers } from './support/offers.ts';

let chain: Chain;
let walletFixture: ReturnType<typeof compileFixture>;
beforeAll(async () => {
  chain = await startChain();
  walletFixture = compileFixture('contract-wallet.sol', 'ContractWallet');
});
afterAll(async () => {
  await chain?.stop();
});

const walletAbi = [
  ...parseAbi([
    'function execute(address target, bytes data) returns (bytes)',
    'function setRefusesTokens(bool refuses)',
  ]),
  // The marketplace's errors, so a revert bubbling up through execute decodes by name.
  ...GuardianMarketplaceAbi.filter((item) => item.type === 'error'),
] as const;

describe('GuardianMarketplace cancelOffer', () => {
  it('lets the offerer cancel an offer, emitting OfferCancelled, so accepting it reverts', async () => {
    const m = await setUpOffers(chain);
    const offer = m.offer();
    const signature = await m.sign(offer);
    const receipt = await chain.mined(m.market.as(offerer).write.cancelOffer([offer]));
    const [event] = parseEventLogs({
      abi: GuardianMarketplaceAbi,
      logs: receipt.logs,
      eventName: 'OfferCancelled',
    });
    expect(event?.args).toEqual({ offerHash: m.hashOf(offer), offerer: offerer.address });
    expect(await m.market.read.isOfferCancelled([m.hashOf(offer)])).toBe(true);
    expect(await revertOf(m.accept(offer, signature, 1n))).toEqual({
      errorName: 'OfferIsCancelled',
      args: [m.hashOf(offer)],
    });
  });

  it('reverts with NotOfferer for anyone else, and with OfferIsCancelled the second time', async () => {
    const m = await setUpOffers(chain);
    const offer = m.offer();
    expect(await revertOf(m.market.as(stranger).write.cancelOffer([offer]))).toEqual({
      errorName: 'NotOfferer',
      args: [stranger.address, offerer.address],
    });
    await chain.mined(m.market.as(offerer).write.cancelOffer([offer]));
    expect(await revertOf(m.market.as(offerer).write.cancelOffer([offer]))).toMatchObject({
      errorName: 'OfferIsCancelled',
    });
  });

  it('stops the rest of a partly filled offer, keeps its fills, and refuses to cancel a full one', async () => {
    const m = await setUpOffers(chain);
    const partly = m.offer({ quantity: 3n });
    const full = m.offer({ quantity: 1n });
    await chain.mined(m.accept(partly, await m.sign(partly), 1n));
    await chain.mined(m.accept(full, await m.sign(full), 2n));
    await chain.mined(m.market.as(offerer).write.cancelOffer([partly]));
    expect(await m.market.read.offerFills([m.hashOf(partly)])).toBe(1n);
    expect(await revertOf(m.accept(partly, await m.sign(partly), 3n))).toMatchObject({
      errorName: 'OfferIsCancelled',
    });
    expect(await revertOf(m.market.as(offerer).write.cancelOffer([full]))).toEqual({
      errorName: 'OfferFullyFilled',
      args: [m.hashOf(full), 1n],
    });
  });
});

describe('GuardianMarketplace cancelAll and offers', () => {
  it('makes every older offer and listing of the account stale with one nonce bump', async () => {
    const m = await setUpOffers(chain);
    const offers = [m.offer({ kind: OfferKind.Item, tokenId: 1n }), m.offer({ quantity: 5n })];
    const signatures = await Promise.all(offers.map((o) => m.sign(o)));
    // The offerer also sells: its own listing dies with the same bump.
    await chain.mined(m.collection.write.ownerMint([offerer.address, 1n]));
    await chain.mined(m.collection.as(offerer).write.setApprovalForAll([m.market.address, true]));
    const listing = m.listing({ seller: offerer.address, tokenId: 4n });
    const listingSignature = await signListing(offerer, listing, m.market.address);

    await chain.mined(m.market.as(offerer).write.cancelAll());

    for (const [i, offer] of offers.entries()) {
      expect(await revertOf(m.accept(offer, signatures[i] ?? '0x', 1n))).toEqual({
        errorName: 'OfferNonceStale',
        args: [0n, 1n],
      });
    }
    expect(await revertOf(m.buy(listing, listingSignature, listing.price, stranger))).toEqual({
      errorName: 'ListingNonceStale',
      args: [0n, 1n],
    });
    const fresh = m.offer({ nonce: 1n });
    await chain.mined(m.accept(fresh, await m.sign(fresh), 1n));
  });
});

/** A ContractWallet (EIP-1271) owned by walletOwner, with `wrapped` WETH the marketplace may spend. */
async function walletOfferer(m: Awaited<ReturnType<typeof setUpOffers>>, wrapped = OFFER_AMOUNT * 3n) {
  const address = await deployFixture(chain, walletFixture, [walletOwner.address]);
  const wallet = getContract({
    address,
    abi: walletAbi,
    client: { public: chain.publicClient, wallet: chain.walletFor(walletOwner) },
  });
  await chain.mined(m.weth.as(offerer).write.transfer([address, wrapped]));
  const call = (target: Address, data: `0x${string}`) => chain.mined(wallet.write.execute([target, data]));
  await call(
    m.weth.address,
    encodeFunctionData({ abi: WETH9Abi, functionName: 'approve', args: [m.market.address, maxUint256] }),
  );
  return { address, wallet, call };
}

describe('GuardianMarketplace offers from and to contract wallets (EIP-1271)', () => {
  it("fills a contract wallet's offer on its owner key's signature: the token goes to the wallet", async () => {
    const m = await setUpOffers(chain);
    const w = await walletOfferer(m);
    const offer = m.offer({ offerer: w.address });
    await chain.mined(m.accept(offer, await m.sign(offer, walletOwner), 1n));
    expect(await m.collection.read.ownerOf([1n])).toBe(w.address);
    expect(await m.weth.read.balanceOf([w.address])).toBe(OFFER_AMOUNT * 2n);
  });

  it('refuses a signature the wallet does not accept, and lets the wallet cancel its offer itself', async () => {
    const m = await setUpOffers(chain);
    const w = await walletOfferer(m);
    const offer = m.offer({ offerer: w.address });
    expect(await revertOf(m.accept(offer, await m.sign(offer, stranger), 1n))).toMatchObject({
      errorName: 'InvalidSignature',
    });
    await w.call(
      m.market.address,
      encodeFunctionData({ abi: GuardianMarketplaceAbi, functionName: 'cancelOffer', args: [offer] }),
    );
    expect(await m.market.read.isOfferCancelled([m.hashOf(offer)])).toBe(true);
  });

  it('lets a contract wallet that holds the token accept, paying its proceeds in WETH', async () => {
    const m = await setUpOffers(chain);
    const w = await walletOfferer(m, 0n);
    await chain.mined(m.collection.write.ownerMint([w.address, 1n]));
    const tokenId = 4n;
    await w.call(
      m.collection.address,
      encodeFunctionData({
        abi: GuardianCollectionAbi,
        functionName: 'setApprovalForAll',
        args: [m.market.address, true],
      }),
    );
    const offer: Offer = m.offer({ kind: OfferKind.Item, tokenId });
    const accept = encodeFunctionData({
      abi: GuardianMarketplaceAbi,
      functionName: 'acceptOffer',
      args: [offer, await m.sign(offer), tokenId, []],
    });
    await w.call(m.market.address, accept);
    expect(await m.collection.read.ownerOf([tokenId])).toBe(offerer.address);
    expect(await m.weth.read.balanceOf([w.address])).toBe(expectedSplit(OFFER_AMOUNT, 250n, 500n).proceeds);
  });

  it('moves nothing when the fill fails late: an offerer wallet that refuses the token', async () => {
    const m = await setUpOffers(chain);
    const w = await walletOfferer(m);
    await chain.mined(w.wallet.write.setRefusesTokens([true]));
    const offer = m.offer({ offerer: w.address });
    const watched = [w.address, seller.address, m.feeRecipient, m.royaltyReceiver];
    const before = await m.wethOf(watched);
    const args = [offer, await m.sign(offer, walletOwner), 1n, []] as const;
    const simulated = chain.publicClient.simulateContract({
      address: m.market.address,
      abi: [...GuardianMarketplaceAbi, ...parseAbi(['error TokenRefused()'])],
      functionName: 'acceptOffer',
      args,
      account: seller,
    });
    expect(await revertOf(simulated)).toMatchObject({ errorName: 'TokenRefused' });
    // Sent for real (fixed gas, so no estimate refuses it first): mined, reverted, nothing moved.
    const hash = await m.market.as(seller).write.acceptOffer(args, { gas: 400_000n });
    expect((await chain.publicClient.waitForTransactionReceipt({ hash })).status).toBe('reverted');
    expect(await m.wethOf(watched)).toEqual(before);
    expect(await m.collection.read.ownerOf([1n])).toBe(seller.address);
    expect(await m.market.read.offerFills([m.hashOf(offer)])).toBe(0n);
  });
});
