import { type Address, encodeFunctionData, getContract, parseAbi, toFunctionSelector } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardianCollectionAbi, GuardianMarketplaceAbi } from '../src/abis.gen.ts';
import { type Listing, listingHash } from '../src/listing.ts';
import { type Chain, revertOf, startChain } from './support/guardian-collection.ts';
import {
  buyer,
  chainId,
  compileFixture,
  deployFixture,
  deployMarketplace,
  expiryIn,
  LISTING_PRICE,
  seller,
  setUpSale,
  signListing,
  stranger,
  walletOwner,
} from './support/marketplace.ts';

let chain: Chain;
let walletFixture: ReturnType<typeof compileFixture>;
let attackerFixture: ReturnType<typeof compileFixture>;
let plainFixture: ReturnType<typeof compileFixture>;
beforeAll(async () => {
  chain = await startChain();
  walletFixture = compileFixture('contract-wallet.sol', 'ContractWallet');
  attackerFixture = compileFixture('reentrant-buyer.sol', 'ReentrantBuyer');
  plainFixture = compileFixture('plain-erc721.sol', 'PlainErc721');
});
afterAll(async () => {
  await chain?.stop();
});

const walletAbi = parseAbi([
  'function execute(address target, bytes data) returns (bytes)',
  'function setRefusesEth(bool refuses)',
  'error NotOwner()',
  'error EthRefused()',
]);
const attackerAbi = [
  ...parseAbi([
    'struct Listing { address seller; address token; uint256 tokenId; uint256 price; uint256 expiry; uint256 nonce; uint256 salt; }',
    'function attack(Listing first, bytes firstSignature, Listing second, bytes secondSignature, bool swallow) payable',
    'function reentryError() view returns (bytes)',
    'function reentered() view returns (bool)',
  ]),
  // The marketplace's errors, so a revert bubbling up through the attacker decodes by name.
  ...GuardianMarketplaceAbi.filter((item) => item.type === 'error'),
] as const;
const balanceOf = (address: Address) => chain.publicClient.getBalance({ address });

/** A ContractWallet (EIP-1271) owned by walletOwner, holding token 1 and having approved the marketplace. */
async function walletSale() {
  const sale = await setUpSale(chain, { tokens: 1n });
  const address = await deployFixture(chain, walletFixture, [walletOwner.address]);
  const wallet = getContract({ address, abi: walletAbi, client: { wallet: chain.walletFor(walletOwner) } });
  await chain.mined(sale.collection.write.ownerMint([address, 1n]));
  const approve = encodeFunctionData({
    abi: GuardianCollectionAbi,
    functionName: 'setApprovalForAll',
    args: [sale.market.address, true],
  });
  await chain.mined(wallet.write.execute([sale.collection.address, approve]));
  const listing = sale.listing({ seller: address, tokenId: 2n });
  return { ...sale, wallet, listing };
}

describe('GuardianMarketplace with contract wallets (EIP-1271)', () => {
  it("sells a contract wallet's token on its owner key's signature and pays the wallet", async () => {
    const sale = await walletSale();
    const signature = await signListing(walletOwner, sale.listing, sale.market.address);
    await chain.mined(sale.buy(sale.listing, signature));
    expect(await sale.collection.read.ownerOf([2n])).toBe(buyer.address);
    const fee = (LISTING_PRICE * 250n) / 10_000n;
    const royalty = (LISTING_PRICE * 500n) / 10_000n;
    expect(await balanceOf(sale.listing.seller)).toBe(LISTING_PRICE - fee - royalty);
  });

  it('reverts with InvalidSignature when the wallet does not accept the signature', async () => {
    const sale = await walletSale();
    const signature = await signListing(stranger, sale.listing, sale.market.address);
    expect(await revertOf(sale.buy(sale.listing, signature))).toMatchObject({
      errorName: 'InvalidSignature',
    });
  });

  it('reverts with PaymentFailed when the seller cannot receive ETH, leaving the listing unfilled', async () => {
    const sale = await walletSale();
    await chain.mined(sale.wallet.write.setRefusesEth([true]));
    const signature = await signListing(walletOwner, sale.listing, sale.market.address);
    const proceeds = LISTING_PRICE - (LISTING_PRICE * 750n) / 10_000n;
    expect(await revertOf(sale.buy(sale.listing, signature))).toEqual({
      errorName: 'PaymentFailed',
      args: [sale.listing.seller, proceeds],
    });
    const hash = listingHash(sale.listing, { chainId, marketplace: sale.market.address });
    expect(await sale.market.read.isFilled([hash])).toBe(false);
    expect(await sale.collection.read.ownerOf([2n])).toBe(sale.listing.seller);
  });
});

describe('GuardianMarketplace re-entrancy', () => {
  async function attackSetup() {
    const sale = await setUpSale(chain);
    const address = await deployFixture(chain, attackerFixture, [sale.market.address]);
    const attacker = getContract({
      address,
      abi: attackerAbi,
      client: { public: chain.publicClient, wallet: chain.walletFor(stranger) },
    });
    const sign = (l: Listing) => signListing(seller, l, sale.market.address);
    const first = sale.listing({ tokenId: 1n });
    const second = sale.listing({ tokenId: 2n });
    const args = [first, await sign(first), second, await sign(second)] as const;
    return { ...sale, attacker, first, second, args };
  }

  it('reverts the whole purchase with ReentrancyGuardReentrantCall when the buyer re-enters buy', async () => {
    const s = await attackSetup();
    const call = s.attacker.write.attack([...s.args, false], { value: LISTING_PRICE * 2n });
    expect(await revertOf(call)).toMatchObject({ errorName: 'ReentrancyGuardReentrantCall' });
    expect(await s.collection.read.ownerOf([1n])).toBe(seller.address);
    expect(await s.collection.read.ownerOf([2n])).toBe(seller.address);
  });

  it('blocks the re-entrant buy even when the attacker swallows the failure', async () => {
    const s = await attackSetup();
    await chain.mined(s.attacker.write.attack([...s.args, true], { value: LISTING_PRICE * 2n }));
    expect(await s.attacker.read.reentered()).toBe(false);
    expect(await s.attacker.read.reentryError()).toBe(
      toFunctionSelector('error ReentrancyGuardReentrantCall()'),
    );
    expect(await s.collection.read.ownerOf([1n])).toBe(s.attacker.address);
    expect(await s.collection.read.ownerOf([2n])).toBe(seller.address);
    const hashOf = (l: Listing) => listingHash(l, { chainId, marketplace: s.market.address });
    expect(await s.market.read.isFilled([hashOf(s.first)])).toBe(true);
    expect(await s.market.read.isFilled([hashOf(s.second)])).toBe(false);
  });
});

describe('GuardianMarketplace royalties', () => {
  it('pays no royalty for a collection without ERC-2981', async () => {
    const market = await deployMarketplace(chain);
    const token = await deployFixture(chain, plainFixture, [], stranger);
    const plain = getContract({
      address: token,
      abi: [...GuardianCollectionAbi, ...parseAbi(['function mint(address to, uint256 tokenId)'])],
      client: { public: chain.publicClient, wallet: chain.walletFor(seller) },
    });
    await chain.mined(plain.write.mint([seller.address, 7n]));
    await chain.mined(plain.write.setApprovalForAll([market.address, true]));
    const listing: Listing = {
      seller: seller.address,
      token,
      tokenId: 7n,
      price: LISTING_PRICE,
      expiry: await expiryIn(chain, 3_600n),
      nonce: 0n,
      salt: 0n,
    };
    expect(await market.read.quote([token, 7n, LISTING_PRICE])).toEqual([
      (LISTING_PRICE * 250n) / 10_000n,
      '0x0000000000000000000000000000000000000000',
      0n,
      LISTING_PRICE - (LISTING_PRICE * 250n) / 10_000n,
    ]);
    const sellerBefore = await balanceOf(seller.address);
    const signature = await signListing(seller, listing, market.address);
    await chain.mined(market.as(buyer).write.buy([listing, signature], { value: LISTING_PRICE }));
    expect((await balanceOf(seller.address)) - sellerBefore).toBe(
      LISTING_PRICE - (LISTING_PRICE * 250n) / 10_000n,
    );
    expect(await plain.read.ownerOf([7n])).toBe(buyer.address);
  });

  it('caps a royalty that asks for more than the fee leaves, so the seller gets nothing but no more is paid', async () => {
    const sale = await setUpSale(chain, { feeBps: 1_000n, royaltyBps: 10_000n });
    const listing = sale.listing();
    const sellerBefore = await balanceOf(seller.address);
    await chain.mined(sale.buy(listing, await signListing(seller, listing, sale.market.address)));
    expect(await balanceOf(sale.feeRecipient)).toBe(LISTING_PRICE / 10n);
    expect(await balanceOf(sale.royaltyReceiver)).toBe(LISTING_PRICE - LISTING_PRICE / 10n);
    expect(await balanceOf(seller.address)).toBe(sellerBefore);
  });
});
