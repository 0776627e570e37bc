import { maxUint256, parseEventLogs, zeroAddress } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardianCollectionAbi } from '../src/abis.gen.ts';
import {
  alice,
  bob,
  type Chain,
  carol,
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

const freshAddress = () => privateKeyToAddress(generatePrivateKey());

describe('GuardianCollection ownerMint', () => {
  it('mints a batch of 200 to the recipient with sequential ids, one Transfer each', async () => {
    const collection = await deployCollection(chain);
    await chain.mined(collection.write.ownerMint([alice.address, 1n]));
    const receipt = await chain.mined(collection.write.ownerMint([bob.address, 200n]));
    const transfers = parseEventLogs({
      abi: GuardianCollectionAbi,
      logs: receipt.logs,
      eventName: 'Transfer',
    });
    expect(transfers.map((t) => t.args.tokenId)).toEqual(
      Array.from({ length: 200 }, (_, i) => BigInt(i + 2)),
    );
    expect(transfers.every((t) => t.args.from === zeroAddress && t.args.to === bob.address)).toBe(true);
    expect(await collection.read.balanceOf([bob.address])).toBe(200n);
    expect(await collection.read.totalSupply()).toBe(201n);
    // About 25k gas a token: a 200 batch fits comfortably in any block.
    expect(receipt.gasUsed).toBeLessThan(5_500_000n);
  });

  it('mints the 1,000-token demo set in five batches and then reverts with SoldOut', async () => {
    const collection = await deployCollection(chain, { maxSupply: 1_000n });
    for (let batch = 0; batch < 5; batch++)
      await chain.mined(collection.write.ownerMint([alice.address, 200n]));
    expect(await collection.read.totalSupply()).toBe(1_000n);
    expect(await collection.read.ownerOf([1_000n])).toBe(alice.address);
    expect(await revertOf(collection.write.ownerMint([alice.address, 1n]))).toEqual({
      errorName: 'SoldOut',
      args: [0n],
    });
  });

  it('reverts with SoldOut when the batch passes max supply, minting none of it', async () => {
    const collection = await deployCollection(chain, { maxSupply: 10n });
    await chain.mined(collection.write.ownerMint([alice.address, 7n]));
    expect(await revertOf(collection.write.ownerMint([alice.address, 4n]))).toEqual({
      errorName: 'SoldOut',
      args: [3n],
    });
    expect(await collection.read.totalSupply()).toBe(7n);
  });

  it('reverts with ZeroQuantity when asked for no tokens', async () => {
    const collection = await deployCollection(chain);
    expect(await revertOf(collection.write.ownerMint([alice.address, 0n]))).toMatchObject({
      errorName: 'ZeroQuantity',
    });
  });

  it('reverts for anyone but the owner', async () => {
    const collection = await deployCollection(chain);
    expect(await revertOf(collection.as(carol).write.ownerMint([carol.address, 1n]))).toEqual({
      errorName: 'OwnableUnauthorizedAccount',
      args: [carol.address],
    });
  });

  it("does not count against the recipient's public-sale wallet limit", async () => {
    const collection = await deployCollection(chain);
    await chain.mined(collection.write.setSale([SaleStage.Presale, PRICE]));
    await chain.mined(collection.write.setMaxPerWallet([1n]));
    await chain.mined(collection.write.ownerMint([carol.address, 5n]));
    await chain.mined(collection.as(carol).write.mint([1n, []], { value: PRICE }));
    expect(await collection.read.mintedBy([carol.address])).toBe(1n);
  });
});

describe('GuardianCollection withdraw', () => {
  async function collectionWithProceeds(tokens: bigint) {
    const collection = await deployCollection(chain);
    await chain.mined(collection.write.setSale([SaleStage.Presale, PRICE]));
    await chain.mined(collection.as(carol).write.mint([tokens, []], { value: PRICE * tokens }));
    return collection;
  }

  it('sends the exact balance to the recipient and emits Withdrawn', async () => {
    const collection = await collectionWithProceeds(3n);
    const treasury = freshAddress();
    const receipt = await chain.mined(collection.write.withdraw([treasury]));
    expect(await chain.publicClient.getBalance({ address: treasury })).toBe(PRICE * 3n);
    expect(await chain.publicClient.getBalance({ address: collection.address })).toBe(0n);
    const [event] = parseEventLogs({
      abi: GuardianCollectionAbi,
      logs: receipt.logs,
      eventName: 'Withdrawn',
    });
    expect(event?.args).toEqual({ to: treasury, amount: PRICE * 3n });
  });

  it('reverts for anyone but the owner', async () => {
    const collection = await collectionWithProceeds(1n);
    expect(await revertOf(collection.as(carol).write.withdraw([carol.address]))).toEqual({
      errorName: 'OwnableUnauthorizedAccount',
      args: [carol.address],
    });
  });

  it('reverts with WithdrawFailed when the recipient refuses ether', async () => {
    const collection = await collectionWithProceeds(1n);
    // The collection has no receive function, so it refuses plain transfers.
    const revert = await revertOf(collection.write.withdraw([collection.address]));
    expect(revert).toMatchObject({ errorName: 'WithdrawFailed' });
  });

  it('reverts with ZeroAddress rather than burning the proceeds', async () => {
    const collection = await collectionWithProceeds(1n);
    expect(await revertOf(collection.write.withdraw([zeroAddress]))).toMatchObject({
      errorName: 'ZeroAddress',
    });
  });
});

describe('GuardianCollection metadata', () => {
  it('tokenURI is the base URI followed by the decimal token id', async () => {
    const collection = await deployCollection(chain, { baseURI: 'https://guardians.example/meta/' });
    await chain.mined(collection.write.ownerMint([alice.address, 12n]));
    expect(await collection.read.tokenURI([1n])).toBe('https://guardians.example/meta/1');
    expect(await collection.read.tokenURI([12n])).toBe('https://guardians.example/meta/12');
  });

  it('tokenURI reverts with ERC721NonexistentToken for an id that was never minted', async () => {
    const collection = await deployCollection(chain);
    await chain.mined(collection.write.ownerMint([alice.address, 1n]));
    for (const id of [0n, 2n]) {
      expect(await revertOf(collection.read.tokenURI([id]))).toEqual({
        errorName: 'ERC721NonexistentToken',
        args: [id],
      });
    }
  });

  it('setBaseURI changes every tokenURI and emits BatchMetadataUpdate over all ids', async () => {
    const collection = await deployCollection(chain);
    await chain.mined(collection.write.ownerMint([alice.address, 2n]));
    const receipt = await chain.mined(collection.write.setBaseURI(['ar://revealed/']));
    const events = parseEventLogs({
      abi: GuardianCollectionAbi,
      logs: receipt.logs,
      eventName: 'BatchMetadataUpdate',
    });
    expect(events.map((e) => e.args)).toEqual([{ _fromTokenId: 1n, _toTokenId: maxUint256 }]);
    expect(await collection.read.tokenURI([2n])).toBe('ar://revealed/2');
  });

  it('setBaseURI reverts for anyone but the owner', async () => {
    const collection = await deployCollection(chain);
    expect(await revertOf(collection.as(carol).write.setBaseURI(['ipfs://evil/']))).toMatchObject({
      errorName: 'OwnableUnauthorizedAccount',
    });
  });

  it('reports name, symbol and max supply from the constructor', async () => {
    const collection = await deployCollection(chain, { name: 'Guardians', symbol: 'GRD', maxSupply: 777n });
    expect(await collection.read.name()).toBe('Guardians');
    expect(await collection.read.symbol()).toBe('GRD');
    expect(await collection.read.maxSupply()).toBe(777n);
  });
});

describe('GuardianCollection royalties and interfaces', () => {
  it("royaltyInfo pays the constructor's receiver its basis points of the sale price", async () => {
    const receiver = freshAddress();
    const collection = await deployCollection(chain, { royaltyReceiver: receiver, royaltyBps: 750n });
    expect(await collection.read.royaltyInfo([1n, 10_000n])).toEqual([receiver, 750n]);
    expect(await collection.read.royaltyInfo([1n, PRICE])).toEqual([receiver, (PRICE * 750n) / 10_000n]);
  });

  it('setDefaultRoyalty changes receiver and fee for the owner and emits RoyaltyUpdated', async () => {
    const collection = await deployCollection(chain);
    const receiver = freshAddress();
    const receipt = await chain.mined(collection.write.setDefaultRoyalty([receiver, 250n]));
    const [event] = parseEventLogs({
      abi: GuardianCollectionAbi,
      logs: receipt.logs,
      eventName: 'RoyaltyUpdated',
    });
    expect(event?.args).toEqual({ receiver, feeBasisPoints: 250n });
    expect(await collection.read.royaltyInfo([1n, 10_000n])).toEqual([receiver, 250n]);
  });

  it('setDefaultRoyalty reverts for anyone but the owner and for a fee above 100%', async () => {
    const collection = await deployCollection(chain);
    expect(await revertOf(collection.as(carol).write.setDefaultRoyalty([carol.address, 1n]))).toMatchObject({
      errorName: 'OwnableUnauthorizedAccount',
    });
    expect(await revertOf(collection.write.setDefaultRoyalty([carol.address, 10_001n]))).toEqual({
      errorName: 'ERC2981InvalidDefaultRoyalty',
      args: [10_001n, 10_000n],
    });
  });

  it('supports ERC-165, ERC-721, ERC-721 Metadata, ERC-2981 and ERC-4906, and nothing else', async () => {
    const collection = await deployCollection(chain);
    const supports = (id: `0x${string}`) => collection.read.supportsInterface([id]);
    for (const id of ['0x01ffc9a7', '0x80ac58cd', '0x5b5e139f', '0x2a55205a', '0x49064906'] as const) {
      expect(await supports(id), id).toBe(true);
    }
    expect(await supports('0x780e9d63')).toBe(false); // ERC-721 Enumerable: left out on purpose (the indexer reads Transfer logs)
    expect(await supports('0xffffffff')).toBe(false);
  });
});
