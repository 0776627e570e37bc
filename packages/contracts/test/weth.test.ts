import { encodeFunctionData, maxUint256, parseAbi, parseEther, parseEventLogs } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WETH9Abi } from '../src/abis.gen.ts';
import { type Chain, revertOf, startChain } from './support/guardian-collection.ts';
import { buyer, deployWeth, gasCost, seller, stranger } from './support/marketplace.ts';

let chain: Chain;
beforeAll(async () => {
  chain = await startChain();
});
afterAll(async () => {
  await chain?.stop();
});

const ONE = parseEther('1');
const ethOf = (address: `0x${string}`) => chain.publicClient.getBalance({ address });

async function wrapped(amount = ONE) {
  const weth = await deployWeth(chain);
  await chain.mined(weth.as(buyer).write.deposit({ value: amount }));
  return weth;
}

describe('WETH9', () => {
  it("is named like mainnet's WETH: Wrapped Ether, WETH, 18 decimals", async () => {
    const weth = await deployWeth(chain);
    expect([await weth.read.name(), await weth.read.symbol(), await weth.read.decimals()]).toEqual([
      'Wrapped Ether',
      'WETH',
      18,
    ]);
  });

  it('wraps ETH from deposit() and from a plain transfer, one WETH per wei, with Deposit events', async () => {
    const weth = await deployWeth(chain);
    const receipt = await chain.mined(weth.as(buyer).write.deposit({ value: ONE }));
    await chain.mined(chain.walletFor(buyer).sendTransaction({ to: weth.address, value: 2n }));
    expect(await weth.read.balanceOf([buyer.address])).toBe(ONE + 2n);
    expect(await weth.read.totalSupply()).toBe(ONE + 2n);
    expect(await ethOf(weth.address)).toBe(ONE + 2n);
    const [event] = parseEventLogs({ abi: WETH9Abi, logs: receipt.logs, eventName: 'Deposit' });
    expect(event?.args).toEqual({ dst: buyer.address, wad: ONE });
  });

  it('unwraps with withdraw: the ETH comes back and the supply shrinks, with a Withdrawal event', async () => {
    const weth = await wrapped();
    const before = await ethOf(buyer.address);
    const receipt = await chain.mined(weth.as(buyer).write.withdraw([ONE / 4n]));
    expect((await ethOf(buyer.address)) - before).toBe(ONE / 4n - gasCost(receipt));
    expect(await weth.read.balanceOf([buyer.address])).toBe((ONE * 3n) / 4n);
    expect(await weth.read.totalSupply()).toBe((ONE * 3n) / 4n);
    const [event] = parseEventLogs({ abi: WETH9Abi, logs: receipt.logs, eventName: 'Withdrawal' });
    expect(event?.args).toEqual({ src: buyer.address, wad: ONE / 4n });
  });

  it('refuses to unwrap or transfer more than the balance', async () => {
    const weth = await wrapped();
    expect(await revertOf(weth.as(buyer).write.withdraw([ONE + 1n]))).toEqual({
      errorName: 'InsufficientBalance',
      args: [buyer.address, ONE, ONE + 1n],
    });
    expect(await revertOf(weth.as(buyer).write.transfer([seller.address, ONE + 1n]))).toEqual({
      errorName: 'InsufficientBalance',
      args: [buyer.address, ONE, ONE + 1n],
    });
  });

  it('transfers with a Transfer event', async () => {
    const weth = await wrapped();
    const receipt = await chain.mined(weth.as(buyer).write.transfer([seller.address, 5n]));
    expect(await weth.read.balanceOf([seller.address])).toBe(5n);
    expect(await weth.read.balanceOf([buyer.address])).toBe(ONE - 5n);
    const [event] = parseEventLogs({ abi: WETH9Abi, logs: receipt.logs, eventName: 'Transfer' });
    expect(event?.args).toEqual({ src: buyer.address, dst: seller.address, wad: 5n });
  });

  it('spends an allowance down with transferFrom, and refuses past it', async () => {
    const weth = await wrapped();
    const approval = await chain.mined(weth.as(buyer).write.approve([stranger.address, 10n]));
    expect(parseEventLogs({ abi: WETH9Abi, logs: approval.logs, eventName: 'Approval' })[0]?.args).toEqual({
      src: buyer.address,
      guy: stranger.address,
      wad: 10n,
    });
    await chain.mined(weth.as(stranger).write.transferFrom([buyer.address, seller.address, 7n]));
    expect(await weth.read.allowance([buyer.address, stranger.address])).toBe(3n);
    expect(await weth.read.balanceOf([seller.address])).toBe(7n);
    expect(await revertOf(weth.as(stranger).write.transferFrom([buyer.address, seller.address, 4n]))).toEqual(
      { errorName: 'InsufficientAllowance', args: [buyer.address, stranger.address, 3n, 4n] },
    );
  });

  it('never spends down an allowance of 2^256 - 1, and needs none to move one’s own tokens', async () => {
    const weth = await wrapped();
    await chain.mined(weth.as(buyer).write.approve([stranger.address, maxUint256]));
    await chain.mined(weth.as(stranger).write.transferFrom([buyer.address, seller.address, 7n]));
    expect(await weth.read.allowance([buyer.address, stranger.address])).toBe(maxUint256);
    await chain.mined(weth.as(buyer).write.transferFrom([buyer.address, seller.address, 1n]));
    expect(await weth.read.balanceOf([seller.address])).toBe(8n);
  });

  it('reverts a call to a function it does not have, instead of taking it as a deposit', async () => {
    const weth = await deployWeth(chain);
    const data = encodeFunctionData({
      abi: parseAbi(['function permit(address,address,uint256,uint256,uint8,bytes32,bytes32)']),
      args: [buyer.address, stranger.address, 1n, 1n, 27, `0x${'1'.repeat(64)}`, `0x${'2'.repeat(64)}`],
    });
    const send = chain.walletFor(buyer).sendTransaction({ to: weth.address, data, value: 1n, gas: 100_000n });
    await expect(chain.mined(send)).rejects.toThrow(/reverted/);
    expect(await weth.read.balanceOf([buyer.address])).toBe(0n);
  });
});
