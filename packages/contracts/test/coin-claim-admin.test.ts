import { parseEther, parseEventLogs, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardianCoinClaimAbi } from '../src/abis.gen.ts';
import {
  advanceTime,
  CLAIM_PERIOD,
  type ClaimContract,
  claimant,
  claimOwner,
  deployClaim,
  fundClaimAccounts,
  latestTimestamp,
  MAX_CLAIM,
  mineAt,
  nextSigner,
  outsider,
  randomVoucherId,
  signVoucher,
  simulateClaim,
  voucherSigner,
} from './support/coin-claim.ts';
import { type Chain, revertOf, startChain } from './support/guardian-collection.ts';

let chain: Chain;
beforeAll(async () => {
  chain = await startChain();
  await fundClaimAccounts(chain);
});
afterAll(async () => {
  await chain?.stop();
});

/** Signed claim arguments for `claimant`, valid for a week (long enough to outlast the time travel below). */
async function voucher(claim: ClaimContract, amount: bigint, signer = voucherSigner) {
  const v = {
    account: claimant.address,
    id: randomVoucherId(),
    amount,
    deadline: (await latestTimestamp(chain)) + 7n * 86_400n,
  };
  return [await signVoucher(signer, v, claim.address), v.id, v.amount, v.deadline] as const;
}

const claimAs = async (claim: ClaimContract, args: Awaited<ReturnType<typeof voucher>>) =>
  chain.mined(claim.as(claimant).write.claim(args));

describe('GuardianCoinClaim claim window', () => {
  it('keeps the window (and its limit) until claimPeriod has passed, then a claim opens a fresh one', async () => {
    const claim = await deployClaim(chain);
    const first = await claimAs(claim, await voucher(claim, MAX_CLAIM));
    const openedAt = (await chain.publicClient.getBlock({ blockNumber: first.blockNumber })).timestamp;
    const end = openedAt + CLAIM_PERIOD;

    // One second before the end: still the same window, still nothing left.
    await mineAt(chain, end - 1n);
    expect(await latestTimestamp(chain)).toBe(end - 1n);
    expect(await claim.read.nextClaimTimestamp([claimant.address])).toBe(end);
    expect(await claim.read.accountClaimedAmount([claimant.address])).toBe(MAX_CLAIM);
    expect(await revertOf(simulateClaim(claim, claimant, await voucher(claim, 1n)))).toEqual({
      errorName: 'ClaimLimitExceeded',
      args: [0n],
    });

    // At the end the window is over: views read as "no window running".
    await mineAt(chain, end);
    expect(await claim.read.nextClaimTimestamp([claimant.address])).toBe(0n);
    expect(await claim.read.accountClaimedAmount([claimant.address])).toBe(0n);

    const second = await claimAs(claim, await voucher(claim, parseEther('3')));
    const reopenedAt = (await chain.publicClient.getBlock({ blockNumber: second.blockNumber })).timestamp;
    expect(await claim.read.nextClaimTimestamp([claimant.address])).toBe(reopenedAt + CLAIM_PERIOD);
    expect(await claim.read.accountClaimedAmount([claimant.address])).toBe(parseEther('3'));
    expect(await claim.read.totalClaimed([claimant.address])).toBe(MAX_CLAIM + parseEther('3'));
    expect(await claim.coin.read.balanceOf([claimant.address])).toBe(MAX_CLAIM + parseEther('3'));
  });

  it('applies a new claim period to windows opened after the change, not to the running one', async () => {
    const claim = await deployClaim(chain);
    const first = await claimAs(claim, await voucher(claim, 1n));
    const openedAt = (await chain.publicClient.getBlock({ blockNumber: first.blockNumber })).timestamp;
    await chain.mined(claim.write.setClaimPeriod([3_600n]));
    expect(await claim.read.claimPeriod()).toBe(3_600n);
    expect(await claim.read.nextClaimTimestamp([claimant.address])).toBe(openedAt + CLAIM_PERIOD);

    await advanceTime(chain, CLAIM_PERIOD);
    const second = await claimAs(claim, await voucher(claim, 1n));
    const reopenedAt = (await chain.publicClient.getBlock({ blockNumber: second.blockNumber })).timestamp;
    expect(await claim.read.nextClaimTimestamp([claimant.address])).toBe(reopenedAt + 3_600n);
  });

  it('leaves nothing to claim in the running window when maxClaim is lowered below what was claimed', async () => {
    const claim = await deployClaim(chain);
    await claimAs(claim, await voucher(claim, parseEther('500')));
    await chain.mined(claim.write.setMaxClaim([parseEther('100')]));
    expect(await revertOf(simulateClaim(claim, claimant, await voucher(claim, 1n)))).toEqual({
      errorName: 'ClaimLimitExceeded',
      args: [0n],
    });
    await advanceTime(chain, CLAIM_PERIOD);
    await claimAs(claim, await voucher(claim, parseEther('100')));
    expect(await claim.read.accountClaimedAmount([claimant.address])).toBe(parseEther('100'));
  });
});

describe('GuardianCoinClaim signer rotation', () => {
  it("refuses the old signer's vouchers and accepts the new signer's after setSigner", async () => {
    const claim = await deployClaim(chain);
    const signedBefore = await voucher(claim, parseEther('1'));
    const receipt = await chain.mined(claim.write.setSigner([nextSigner.address]));
    const [event] = parseEventLogs({
      abi: GuardianCoinClaimAbi,
      logs: receipt.logs,
      eventName: 'SignerChanged',
    });
    expect(event?.args).toEqual({ previousSigner: voucherSigner.address, newSigner: nextSigner.address });
    expect(await claim.read.signer()).toBe(nextSigner.address);

    expect((await revertOf(simulateClaim(claim, claimant, signedBefore))).errorName).toBe(
      'InvalidClaimSignature',
    );
    const signedByOldAfter = await voucher(claim, parseEther('1'));
    expect((await revertOf(simulateClaim(claim, claimant, signedByOldAfter))).errorName).toBe(
      'InvalidClaimSignature',
    );
    await claimAs(claim, await voucher(claim, parseEther('2'), nextSigner));
    expect(await claim.coin.read.balanceOf([claimant.address])).toBe(parseEther('2'));
  });

  it('refuses the zero address as new signer', async () => {
    const claim = await deployClaim(chain);
    expect((await revertOf(claim.simulate.setSigner([zeroAddress], { account: claimOwner }))).errorName).toBe(
      'InvalidSigner',
    );
  });
});

describe('GuardianCoinClaim pause', () => {
  it('refuses claims while paused and accepts them again after unpause', async () => {
    const claim = await deployClaim(chain);
    const args = await voucher(claim, parseEther('1'));
    await chain.mined(claim.write.pause());
    expect(await claim.read.paused()).toBe(true);
    expect((await revertOf(simulateClaim(claim, claimant, args))).errorName).toBe('EnforcedPause');
    // Views keep working while paused, so the app can still show balances and limits.
    expect(await claim.read.maxClaim()).toBe(MAX_CLAIM);

    await chain.mined(claim.write.unpause());
    await claimAs(claim, args);
    expect(await claim.coin.read.balanceOf([claimant.address])).toBe(parseEther('1'));
  });
});

describe('GuardianCoinClaim owner-only functions', () => {
  it('refuses setSigner, setMaxClaim, setClaimPeriod, pause and unpause from anyone but the owner', async () => {
    const claim = await deployClaim(chain);
    const stranger = claim.as(outsider);
    const calls = {
      setSigner: () => stranger.simulate.setSigner([outsider.address], { account: outsider }),
      setMaxClaim: () => stranger.simulate.setMaxClaim([1n], { account: outsider }),
      setClaimPeriod: () => stranger.simulate.setClaimPeriod([1n], { account: outsider }),
      pause: () => stranger.simulate.pause({ account: outsider }),
      unpause: () => stranger.simulate.unpause({ account: outsider }),
    };
    for (const [name, call] of Object.entries(calls)) {
      expect(await revertOf(call()), name).toEqual({
        errorName: 'OwnableUnauthorizedAccount',
        args: [outsider.address],
      });
    }
    // The owner can (unpause needs a paused contract first).
    await chain.mined(claim.write.setMaxClaim([5n]));
    await chain.mined(claim.write.setClaimPeriod([60n]));
    await chain.mined(claim.write.pause());
    await chain.mined(claim.write.unpause());
    expect([await claim.read.maxClaim(), await claim.read.claimPeriod()]).toEqual([5n, 60n]);
  });

  it('emits MaxClaimChanged and ClaimPeriodChanged for indexers', async () => {
    const claim = await deployClaim(chain);
    const max = await chain.mined(claim.write.setMaxClaim([7n]));
    const period = await chain.mined(claim.write.setClaimPeriod([70n]));
    expect(
      parseEventLogs({ abi: GuardianCoinClaimAbi, logs: max.logs, eventName: 'MaxClaimChanged' })[0]?.args,
    ).toEqual({ maxClaim: 7n });
    expect(
      parseEventLogs({ abi: GuardianCoinClaimAbi, logs: period.logs, eventName: 'ClaimPeriodChanged' })[0]
        ?.args,
    ).toEqual({ claimPeriod: 70n });
  });
});
