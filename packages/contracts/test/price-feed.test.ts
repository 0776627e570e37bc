import { type Account, getContract, parseEventLogs } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EthUsdPriceFeedAbi, EthUsdPriceFeedBytecode } from '../src/abis.gen.ts';
import { type Chain, revertOf, startChain } from './support/guardian-collection.ts';
import { marketOwner, stranger } from './support/marketplace.ts';

let chain: Chain;
beforeAll(async () => {
  chain = await startChain();
});
afterAll(async () => {
  await chain?.stop();
});

const usd = (dollars: number) => BigInt(Math.round(dollars * 100)) * 1_000_000n; // 8 decimals

async function deployFeed(initial = usd(3_000)) {
  const hash = await chain.walletFor(marketOwner).deployContract({
    abi: EthUsdPriceFeedAbi,
    bytecode: EthUsdPriceFeedBytecode,
    args: [initial, marketOwner.address],
  });
  const { contractAddress } = await chain.publicClient.waitForTransactionReceipt({ hash });
  if (!contractAddress) throw new Error('deployment produced no contract address');
  const as = (account: Account) =>
    getContract({
      address: contractAddress,
      abi: EthUsdPriceFeedAbi,
      client: { public: chain.publicClient, wallet: chain.walletFor(account) },
    });
  return { ...as(marketOwner), as };
}

describe('EthUsdPriceFeed', () => {
  it('describes itself like a Chainlink ETH / USD feed: 8 decimals, "ETH / USD", version 1', async () => {
    const feed = await deployFeed();
    expect(await feed.read.decimals()).toBe(8);
    expect(await feed.read.description()).toBe('ETH / USD');
    expect(await feed.read.version()).toBe(1n);
  });

  it('answers round 1 with the initial price from its deployment block', async () => {
    const feed = await deployFeed(usd(3_141.59));
    const [roundId, answer, startedAt, updatedAt, answeredInRound] = await feed.read.latestRoundData();
    const block = await chain.publicClient.getBlock();
    expect({ roundId, answer, answeredInRound }).toEqual({
      roundId: 1n,
      answer: 314_159_000_000n,
      answeredInRound: 1n,
    });
    expect(updatedAt).toBe(block.timestamp);
    expect(startedAt).toBe(block.timestamp);
  });

  it('opens a new round on every updateAnswer and emits AnswerUpdated', async () => {
    const feed = await deployFeed();
    const receipt = await chain.mined(feed.write.updateAnswer([usd(2_500)]));
    const [event] = parseEventLogs({
      abi: EthUsdPriceFeedAbi,
      logs: receipt.logs,
      eventName: 'AnswerUpdated',
    });
    const { timestamp } = await chain.publicClient.getBlock({ blockHash: receipt.blockHash });
    expect(event?.args).toEqual({ current: usd(2_500), roundId: 2n, updatedAt: timestamp });
    await chain.mined(feed.write.updateAnswer([usd(2_600)]));
    const [roundId, answer, , , answeredInRound] = await feed.read.latestRoundData();
    expect([roundId, answer, answeredInRound]).toEqual([3n, usd(2_600), 3n]);
    expect(await feed.read.latestRound()).toBe(3n);
  });

  it('keeps old rounds readable through getRoundData', async () => {
    const feed = await deployFeed(usd(1_000));
    const first = await feed.read.latestRoundData();
    await chain.mined(feed.write.updateAnswer([usd(2_000)]));
    expect(await feed.read.getRoundData([1n])).toEqual(first);
    const [roundId, answer] = await feed.read.getRoundData([2n]);
    expect([roundId, answer]).toEqual([2n, usd(2_000)]);
  });

  it('reverts with RoundNotFound for a round that has not happened', async () => {
    const feed = await deployFeed();
    for (const round of [0n, 2n]) {
      expect(await revertOf(feed.read.getRoundData([round]))).toEqual({
        errorName: 'RoundNotFound',
        args: [round],
      });
    }
  });

  it('reverts with OwnableUnauthorizedAccount when anyone but the owner updates the answer', async () => {
    const feed = await deployFeed();
    expect(await revertOf(feed.as(stranger).write.updateAnswer([usd(1)]))).toEqual({
      errorName: 'OwnableUnauthorizedAccount',
      args: [stranger.address],
    });
    expect((await feed.read.latestRoundData())[0]).toBe(1n);
  });

  it('reverts with InvalidAnswer for a price of zero or below', async () => {
    const feed = await deployFeed();
    for (const answer of [0n, -1n]) {
      expect(await revertOf(feed.write.updateAnswer([answer]))).toEqual({
        errorName: 'InvalidAnswer',
        args: [answer],
      });
    }
  });
});
