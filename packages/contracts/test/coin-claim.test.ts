import {
  type BaseError,
  createTestClient,
  decodeErrorResult,
  type Hex,
  http,
  parseEther,
  parseEventLogs,
  zeroAddress,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardianCoinAbi, GuardianCoinClaimAbi } from '../src/abis.gen.ts';
import { CLAIM_DOMAIN_NAME, CLAIM_DOMAIN_VERSION } from '../src/claim-voucher.ts';
import {
  CLAIM_PERIOD,
  COIN_NAME,
  COIN_SYMBOL,
  chainId,
  claimant,
  claimOwner,
  deployClaim,
  fundClaimAccounts,
  latestTimestamp,
  MAX_CLAIM,
  malleate,
  otherClaimant,
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

/** A claim contract and a signed voucher for `claimant`, valid for a day, with overrides. */
async function setUpVoucher(overrides: { amount?: bigint; deadline?: bigint } = {}) {
  const claim = await deployClaim(chain);
  const voucher = {
    account: claimant.address,
    id: randomVoucherId(),
    amount: overrides.amount ?? parseEther('12.5'),
    deadline: overrides.deadline ?? (await latestTimestamp(chain)) + 86_400n,
  };
  const signature = await signVoucher(voucherSigner, voucher, claim.address);
  const args = [signature, voucher.id, voucher.amount, voucher.deadline] as const;
  return { claim, voucher, signature, args, submit: () => claim.as(claimant).write.claim(args) };
}

describe('GuardianCoinClaim deployment', () => {
  it('deploys its coin (Animecoin, ANIME, 18 decimals, zero supply) with itself as the only minter', async () => {
    const claim = await deployClaim(chain);
    expect(await claim.coin.read.name()).toBe(COIN_NAME);
    expect(await claim.coin.read.symbol()).toBe(COIN_SYMBOL);
    expect(await claim.coin.read.decimals()).toBe(18);
    expect(await claim.coin.read.totalSupply()).toBe(0n);
    expect(await claim.coin.read.minter()).toBe(claim.address);
  });

  it('starts with the given owner, signer, max claim and claim period, unpaused', async () => {
    const claim = await deployClaim(chain);
    expect(await claim.read.owner()).toBe(claimOwner.address);
    expect(await claim.read.signer()).toBe(voucherSigner.address);
    expect(await claim.read.maxClaim()).toBe(MAX_CLAIM);
    expect(await claim.read.claimPeriod()).toBe(CLAIM_PERIOD);
    expect(await claim.read.paused()).toBe(false);
  });

  it('publishes the EIP-712 domain claim-voucher.ts signs for: Guardians Coin Claim, version 1, this chain and address', async () => {
    const claim = await deployClaim(chain);
    const [, name, version, domainChainId, verifyingContract] = await claim.read.eip712Domain();
    expect({ name, version, chainId: domainChainId, verifyingContract }).toEqual({
      name: CLAIM_DOMAIN_NAME,
      version: CLAIM_DOMAIN_VERSION,
      chainId: BigInt(chainId),
      verifyingContract: claim.address,
    });
  });

  it('refuses the zero address as signer', async () => {
    // A failed deployment has no contract for viem to decode against: decode the raw revert data.
    const raw = await deployClaim(chain, { signer: zeroAddress }).then(
      () => undefined,
      (err: BaseError) => err.walk((e) => typeof (e as { data?: unknown }).data === 'string'),
    );
    const data = (raw as { data?: Hex } | undefined)?.data;
    expect(data && decodeErrorResult({ abi: GuardianCoinClaimAbi, data }).errorName).toBe('InvalidSigner');
  });
});

describe('GuardianCoinClaim claim', () => {
  it('mints the voucher amount to the caller, emits Claimed and updates every view', async () => {
    const { claim, voucher, submit } = await setUpVoucher();
    expect(await claim.read.nextClaimTimestamp([claimant.address])).toBe(0n);

    const receipt = await chain.mined(submit());
    const [event] = parseEventLogs({ abi: GuardianCoinClaimAbi, logs: receipt.logs, eventName: 'Claimed' });
    expect(event?.args).toEqual({ account: claimant.address, id: voucher.id, amount: voucher.amount });

    const minedAt = (await chain.publicClient.getBlock({ blockNumber: receipt.blockNumber })).timestamp;
    expect(await claim.coin.read.balanceOf([claimant.address])).toBe(voucher.amount);
    expect(await claim.coin.read.totalSupply()).toBe(voucher.amount);
    expect(await claim.read.isClaimed([voucher.id])).toBe(true);
    expect(await claim.read.totalClaimed([claimant.address])).toBe(voucher.amount);
    expect(await claim.read.accountClaimedAmount([claimant.address])).toBe(voucher.amount);
    expect(await claim.read.nextClaimTimestamp([claimant.address])).toBe(minedAt + CLAIM_PERIOD);
    // Nobody else's window or totals moved.
    expect(await claim.read.accountClaimedAmount([otherClaimant.address])).toBe(0n);
    expect(await claim.read.totalClaimed([otherClaimant.address])).toBe(0n);
  });

  it('accepts a voucher in the very block of its deadline (block.timestamp == deadline)', async () => {
    const claim = await deployClaim(chain);
    const deadline = (await latestTimestamp(chain)) + 100n;
    const voucher = { account: claimant.address, id: randomVoucherId(), amount: 1n, deadline };
    const signature = await signVoucher(voucherSigner, voucher, claim.address);
    const testClient = createTestClient({ mode: 'anvil', transport: http(chain.anvil.rpcUrl) });
    await testClient.setNextBlockTimestamp({ timestamp: deadline });
    await chain.mined(claim.as(claimant).write.claim([signature, voucher.id, 1n, deadline]));
    expect(await claim.coin.read.balanceOf([claimant.address])).toBe(1n);
  });

  it('claim reverts when the voucher deadline has passed', async () => {
    const deadline = (await latestTimestamp(chain)) - 1n;
    const { claim, args } = await setUpVoucher({ deadline });
    const error = await revertOf(simulateClaim(claim, claimant, args));
    expect(error.errorName).toBe('ClaimExpired');
    expect(error.args[0]).toBe(deadline);
  });

  it('claim reverts when the voucher id was already used', async () => {
    const { claim, voucher, args, submit } = await setUpVoucher();
    await chain.mined(submit());
    expect(await revertOf(simulateClaim(claim, claimant, args))).toEqual({
      errorName: 'ClaimAlreadyUsed',
      args: [voucher.id],
    });
    // A second voucher the signer issued by mistake with the same id, even for someone else, pays nothing.
    const again = { ...voucher, account: otherClaimant.address };
    const signature = await signVoucher(voucherSigner, again, claim.address);
    const error = await revertOf(
      simulateClaim(claim, otherClaimant, [signature, again.id, again.amount, again.deadline]),
    );
    expect(error.errorName).toBe('ClaimAlreadyUsed');
  });

  it('claim reverts when the voucher is not signed by the signer', async () => {
    const claim = await deployClaim(chain);
    const voucher = {
      account: claimant.address,
      id: randomVoucherId(),
      amount: parseEther('1'),
      deadline: (await latestTimestamp(chain)) + 3_600n,
    };
    const forged = await signVoucher(outsider, voucher, claim.address);
    const error = await revertOf(
      simulateClaim(claim, claimant, [forged, voucher.id, voucher.amount, voucher.deadline]),
    );
    expect(error.errorName).toBe('InvalidClaimSignature');
  });

  it('claim reverts when another account submits the voucher', async () => {
    const { claim, args } = await setUpVoucher();
    const error = await revertOf(simulateClaim(claim, otherClaimant, args));
    expect(error.errorName).toBe('InvalidClaimSignature');
    await simulateClaim(claim, claimant, args);
  });

  it('claim reverts when the amount differs from the signed one', async () => {
    const { claim, signature, voucher } = await setUpVoucher();
    const error = await revertOf(
      simulateClaim(claim, claimant, [signature, voucher.id, voucher.amount + 1n, voucher.deadline]),
    );
    expect(error.errorName).toBe('InvalidClaimSignature');
  });

  it('claim reverts on the malleable twin of a valid signature (high s, v flipped)', async () => {
    const { claim, signature, voucher } = await setUpVoucher();
    const error = await revertOf(
      simulateClaim(claim, claimant, [malleate(signature), voucher.id, voucher.amount, voucher.deadline]),
    );
    expect(error.errorName).toBe('InvalidClaimSignature');
    // The original encoding is still good, so it was the malleation that was refused.
    await simulateClaim(claim, claimant, [signature, voucher.id, voucher.amount, voucher.deadline]);
  });

  it('claim reverts on a malformed signature (wrong length)', async () => {
    const { claim, signature, voucher } = await setUpVoucher();
    const error = await revertOf(
      simulateClaim(claim, claimant, [
        signature.slice(0, -2) as `0x${string}`,
        voucher.id,
        voucher.amount,
        voucher.deadline,
      ]),
    );
    expect(error.errorName).toBe('InvalidClaimSignature');
  });

  it('claim reverts when the amount is 0', async () => {
    const { claim, args } = await setUpVoucher({ amount: 0n });
    expect((await revertOf(simulateClaim(claim, claimant, args))).errorName).toBe('ClaimAmountZero');
  });

  it('claim reverts with the remaining allowance when a voucher exceeds maxClaim for the window', async () => {
    const claim = await deployClaim(chain);
    const deadline = (await latestTimestamp(chain)) + 3_600n;
    const voucherOf = async (amount: bigint) => {
      const v = { account: claimant.address, id: randomVoucherId(), amount, deadline };
      return [await signVoucher(voucherSigner, v, claim.address), v.id, amount, deadline] as const;
    };
    const tooMuch = await voucherOf(MAX_CLAIM + 1n);
    expect(await revertOf(simulateClaim(claim, claimant, tooMuch))).toEqual({
      errorName: 'ClaimLimitExceeded',
      args: [MAX_CLAIM],
    });

    await chain.mined(claim.as(claimant).write.claim(await voucherOf(parseEther('600'))));
    const overTheRest = await voucherOf(parseEther('400') + 1n);
    expect(await revertOf(simulateClaim(claim, claimant, overTheRest))).toEqual({
      errorName: 'ClaimLimitExceeded',
      args: [parseEther('400')],
    });
    // Exactly the rest is fine; then nothing is left.
    await chain.mined(claim.as(claimant).write.claim(await voucherOf(parseEther('400'))));
    expect(await claim.read.accountClaimedAmount([claimant.address])).toBe(MAX_CLAIM);
    expect(await revertOf(simulateClaim(claim, claimant, await voucherOf(1n)))).toEqual({
      errorName: 'ClaimLimitExceeded',
      args: [0n],
    });
    // The limit is per account: another account still has its whole allowance.
    const v = { account: otherClaimant.address, id: randomVoucherId(), amount: MAX_CLAIM, deadline };
    const signature = await signVoucher(voucherSigner, v, claim.address);
    await chain.mined(claim.as(otherClaimant).write.claim([signature, v.id, v.amount, v.deadline]));
    expect(await claim.coin.read.balanceOf([otherClaimant.address])).toBe(MAX_CLAIM);
  });

  it('only the claim contract can mint its coin', async () => {
    const claim = await deployClaim(chain);
    const error = await revertOf(
      chain.publicClient.simulateContract({
        address: claim.coin.address,
        abi: GuardianCoinAbi,
        functionName: 'mint',
        args: [outsider.address, 1n],
        account: outsider,
      }),
    );
    expect(error).toEqual({ errorName: 'NotMinter', args: [outsider.address] });
  });
});
