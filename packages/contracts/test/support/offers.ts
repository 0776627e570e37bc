import { type Address, type Hex, maxUint256, type PrivateKeyAccount, parseEther, zeroHash } from 'viem';
import { randomListingSalt } from '../../src/listing.ts';
import { type Offer, OfferKind, offerHash, offerTypedData } from '../../src/offer.ts';
import type { Chain } from './guardian-collection.ts';
import { buyer, chainId, expiryIn, type SaleOptions, seller, setUpSale, type Weth } from './marketplace.ts';

/** The collector making offers in these tests (the listing tests' buyer). */
export const offerer = buyer;
export const OFFER_AMOUNT = parseEther('1');

export const signOffer = (
  account: PrivateKeyAccount,
  offer: Offer,
  marketplace: Address,
  chain: number = chainId,
) => account.signTypedData(offerTypedData(offer, { chainId: chain, marketplace }));

/** Wraps `amount` of `account`'s ETH and lets the marketplace spend `allowance` of it. */
export async function fundOfferer(
  chain: Chain,
  weth: Weth,
  market: Address,
  account: PrivateKeyAccount,
  amount: bigint,
  allowance: bigint = maxUint256,
) {
  await chain.mined(weth.as(account).write.deposit({ value: amount }));
  await chain.mined(weth.as(account).write.approve([market, allowance]));
}

export type OfferSetUpOptions = SaleOptions & { wrapped?: bigint };

/**
 * `setUpSale` (seller holds tokens 1..n and approved the marketplace for all; fresh fee and royalty
 * addresses) plus an offerer holding `wrapped` WETH (100 by default) the marketplace may spend.
 * `offer()` builds a valid collection offer for one token with overrides.
 */
export async function setUpOffers(chain: Chain, opts: OfferSetUpOptions = {}) {
  const sale = await setUpSale(chain, opts);
  const { market } = sale;
  const weth = market.weth;
  await fundOfferer(chain, weth, market.address, offerer, opts.wrapped ?? parseEther('100'));
  const expiry = await expiryIn(chain, 86_400n);

  const offer = (overrides: Partial<Offer> = {}): Offer => ({
    offerer: offerer.address,
    collection: sale.collection.address,
    kind: OfferKind.Collection,
    tokenId: 0n,
    traitRoot: zeroHash,
    amount: OFFER_AMOUNT,
    quantity: 1n,
    expiry,
    nonce: 0n,
    salt: randomListingSalt(),
    ...overrides,
  });
  const sign = (o: Offer, account: PrivateKeyAccount = offerer) => signOffer(account, o, market.address);
  const accept = (
    o: Offer,
    signature: Hex,
    tokenId: bigint,
    proof: readonly Hex[] = [],
    account: PrivateKeyAccount = seller,
  ) => market.as(account).write.acceptOffer([o, signature, tokenId, proof]);
  const hashOf = (o: Offer) => offerHash(o, { chainId, marketplace: market.address });
  const wethOf = (addresses: readonly Address[]) =>
    Promise.all(addresses.map((address) => weth.read.balanceOf([address])));
  return { ...sale, weth, offer, sign, accept, hashOf, wethOf };
}

export type OfferMarket = Awaited<ReturnType<typeof setUpOffers>>;

/** What the contract must pay out of `amount`: fee, royalty capped at what the fee leaves, the rest. */
export function expectedSplit(amount: bigint, feeBps: bigint, royaltyBps: bigint) {
  const fee = (amount * feeBps) / 10_000n;
  const asked = (amount * royaltyBps) / 10_000n;
  const royalty = asked < amount - fee ? asked : amount - fee;
  return { fee, royalty, proceeds: amount - fee - royalty };
}
