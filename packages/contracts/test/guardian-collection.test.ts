import { type Account, parseEventLogs, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardianCollectionAbi } from '../src/abis.gen.ts';
import { buildWhitelist } from '../src/merkle.ts';
import {
  alice,
  bob,
  type Chain,
  type CollectionOptions,
  carol,
  dave,
  deployCollection,
  PRICE,
  revertOf,
  SaleStage,
  startChain,
} from './support/guardian-collection.ts';

let chain: Chain;
beforeAll(async () => {
  chain = await startChain();
});
afterAll(async () => {
  await chain?.stop();
});

// alice and bob are listed; carol and dave are not. Filler addresses make the tree uneven (7 leaves).
const whitelist = buildWhitelist([
  alice.address,
  '0x1000000000000000000000000000000000000001',
  bob.address,
  '0x1000000000000000000000000000000000000002',
  '0x1000000000000000000000000000000000000003',
  '0x1000000000000000000000000000000000000004',
  '0x1000000000000000000000000000000000000005',
]);
const proofOf = (account: Account) => whitelist.proofFor(account.address) ?? [];

async function collectionInStage(stage: number, opts: CollectionOptions & { maxPerWallet?: bigint } = {}) {
  const collection = await deployCollection(chain, opts);
  await chain.mined(collection.write.setSale([stage, PRICE]));
  await chain.mined(collection.write.setMerkleRoot([whitelist.root]));
  if (opts.maxPerWallet !== undefined)
    await chain.mined(collection.write.setMaxPerWallet([opts.maxPerWallet]));
  return collection;
}

type Collection = Awaited<ReturnType<typeof deployCollection>>;
const mint = (collection: Collection, account: Account, quantity: bigint, value = PRICE * quantity) =>
  chain.mined(collection.as(account).write.mint([quantity, proofOf(account)], { value }));

describe('GuardianCollection sale stages', () => {
  it('starts with no sale: stage None, price 0, not active', async () => {
    const collection = await deployCollection(chain);
    expect(await collection.read.saleStage()).toBe(SaleStage.None);
    expect(await collection.read.price()).toBe(0n);
    expect(await collection.read.saleActive()).toBe(false);
  });

  it('mint reverts with SaleNotActive in stage None even when a price is set', async () => {
    const collection = await collectionInStage(SaleStage.None);
    expect(await collection.read.saleActive()).toBe(false);
    expect(await revertOf(mint(collection, carol, 1n))).toMatchObject({ errorName: 'SaleNotActive' });
  });

  it('a stage with price 0 is not active and mint reverts with SaleNotActive', async () => {
    const collection = await deployCollection(chain);
    await chain.mined(collection.write.setSale([SaleStage.Presale, 0n]));
    expect(await collection.read.saleActive()).toBe(false);
    expect(await revertOf(mint(collection, carol, 1n, 0n))).toMatchObject({ errorName: 'SaleNotActive' });
  });

  it('setSale changes stage and price together and emits SaleUpdated', async () => {
    const collection = await deployCollection(chain);
    const receipt = await chain.mined(collection.write.setSale([SaleStage.Whitelist, PRICE]));
    const [event] = parseEventLogs({
      abi: GuardianCollectionAbi,
      logs: receipt.logs,
      eventName: 'SaleUpdated',
    });
    expect(event?.args).toEqual({ stage: SaleStage.Whitelist, price: PRICE });
    expect(await collection.read.saleStage()).toBe(SaleStage.Whitelist);
    expect(await collection.read.price()).toBe(PRICE);
    expect(await collection.read.saleActive()).toBe(true);
  });

  it('whitelist stage mints for a listed wallet with a valid proof', async () => {
    const collection = await collectionInStage(SaleStage.Whitelist);
    await mint(collection, alice, 2n);
    await mint(collection, bob, 1n);
    expect(await collection.read.balanceOf([alice.address])).toBe(2n);
    expect(await collection.read.ownerOf([3n])).toBe(bob.address);
  });

  it('whitelist stage reverts with InvalidProof when a listed wallet sends no proof', async () => {
    const collection = await collectionInStage(SaleStage.Whitelist);
    const call = collection.as(alice).write.mint([1n, []], { value: PRICE });
    expect(await revertOf(call)).toMatchObject({ errorName: 'InvalidProof' });
  });

  it("whitelist stage reverts with InvalidProof when an unlisted wallet sends a listed wallet's proof", async () => {
    const collection = await collectionInStage(SaleStage.Whitelist);
    const call = collection.as(carol).write.mint([1n, proofOf(alice)], { value: PRICE });
    expect(await revertOf(call)).toMatchObject({ errorName: 'InvalidProof' });
  });

  it('whitelist stage reverts with InvalidProof once the root no longer lists the wallet', async () => {
    const collection = await collectionInStage(SaleStage.Whitelist);
    await chain.mined(collection.write.setMerkleRoot([buildWhitelist([bob.address]).root]));
    expect(await revertOf(mint(collection, alice, 1n))).toMatchObject({ errorName: 'InvalidProof' });
  });

  it('presale stage mints for any wallet without a proof', async () => {
    const collection = await collectionInStage(SaleStage.Presale);
    await chain.mined(collection.as(dave).write.mint([2n, []], { value: PRICE * 2n }));
    expect(await collection.read.balanceOf([dave.address])).toBe(2n);
  });

  it('setSale, setMerkleRoot and setMaxPerWallet revert for anyone but the owner', async () => {
    const collection = await deployCollection(chain);
    const asCarol = collection.as(carol).write;
    // Thunks, not promises: each call starts only when awaited, so no rejection goes unhandled.
    for (const call of [
      () => asCarol.setSale([SaleStage.Presale, PRICE]),
      () => asCarol.setMerkleRoot([whitelist.root]),
      () => asCarol.setMaxPerWallet([1n]),
    ]) {
      expect(await revertOf(call())).toEqual({
        errorName: 'OwnableUnauthorizedAccount',
        args: [carol.address],
      });
    }
  });
});

describe('GuardianCollection mint', () => {
  it('charges exactly price × quantity and keeps it in the contract', async () => {
    const collection = await collectionInStage(SaleStage.Presale);
    await mint(collection, carol, 3n);
    expect(await chain.publicClient.getBalance({ address: collection.address })).toBe(PRICE * 3n);
  });

  it('reverts with InsufficientPayment when paying less than price × quantity', async () => {
    const collection = await collectionInStage(SaleStage.Presale);
    const revert = await revertOf(mint(collection, carol, 2n, PRICE * 2n - 1n));
    expect(revert).toEqual({ errorName: 'InsufficientPayment', args: [PRICE * 2n, PRICE * 2n - 1n] });
  });

  it('reverts with ExcessPayment when paying more than price × quantity', async () => {
    const collection = await collectionInStage(SaleStage.Presale);
    const revert = await revertOf(mint(collection, carol, 2n, PRICE * 3n));
    expect(revert).toEqual({ errorName: 'ExcessPayment', args: [PRICE * 2n, PRICE * 3n] });
  });

  it('reverts with ZeroQuantity when asked for no tokens', async () => {
    const collection = await collectionInStage(SaleStage.Presale);
    expect(await revertOf(mint(collection, carol, 0n))).toMatchObject({ errorName: 'ZeroQuantity' });
  });

  it('counts the wallet limit over all stages and reverts with WalletLimitReached', async () => {
    const collection = await collectionInStage(SaleStage.Whitelist, { maxPerWallet: 3n });
    await mint(collection, alice, 2n);
    await chain.mined(collection.write.setSale([SaleStage.Presale, PRICE]));
    expect(await revertOf(mint(collection, alice, 2n))).toEqual({
      errorName: 'WalletLimitReached',
      args: [3n, 2n],
    });
    await mint(collection, alice, 1n);
    expect(await revertOf(mint(collection, alice, 1n))).toMatchObject({ errorName: 'WalletLimitReached' });
    expect(await collection.read.mintedBy([alice.address])).toBe(3n);
  });

  it('does not reopen the wallet limit when the tokens are transferred away', async () => {
    const collection = await collectionInStage(SaleStage.Presale, { maxPerWallet: 1n });
    await mint(collection, carol, 1n);
    await chain.mined(collection.as(carol).write.transferFrom([carol.address, dave.address, 1n]));
    expect(await revertOf(mint(collection, carol, 1n))).toMatchObject({ errorName: 'WalletLimitReached' });
  });

  it('has no wallet limit while maxPerWallet is 0', async () => {
    const collection = await collectionInStage(SaleStage.Presale);
    expect(await collection.read.maxPerWallet()).toBe(0n);
    await mint(collection, carol, 25n);
    expect(await collection.read.balanceOf([carol.address])).toBe(25n);
  });

  it('reverts with SoldOut past max supply, naming how many remain', async () => {
    const collection = await collectionInStage(SaleStage.Presale, { maxSupply: 5n });
    await mint(collection, carol, 4n);
    expect(await revertOf(mint(collection, dave, 2n))).toEqual({ errorName: 'SoldOut', args: [1n] });
    await mint(collection, dave, 1n);
    expect(await revertOf(mint(collection, dave, 1n))).toEqual({ errorName: 'SoldOut', args: [0n] });
    expect(await collection.read.totalSupply()).toBe(5n);
  });

  it('gives sequential ids from 1 and emits a Transfer from the zero address for each token', async () => {
    const collection = await collectionInStage(SaleStage.Presale);
    await mint(collection, carol, 1n);
    const receipt = await mint(collection, dave, 3n);
    const transfers = parseEventLogs({
      abi: GuardianCollectionAbi,
      logs: receipt.logs,
      eventName: 'Transfer',
    });
    expect(transfers.map((t) => t.args)).toEqual(
      [2n, 3n, 4n].map((tokenId) => ({ from: zeroAddress, to: dave.address, tokenId })),
    );
    expect(transfers.every((t) => t.address === collection.address.toLowerCase())).toBe(true);
    expect(await collection.read.totalSupply()).toBe(4n);
  });

  it('mints one token in the whitelist stage for under 110k gas', async () => {
    const collection = await collectionInStage(SaleStage.Whitelist, { maxPerWallet: 5n });
    const receipt = await mint(collection, alice, 1n);
    expect(receipt.gasUsed).toBeLessThan(110_000n);
  });
});
