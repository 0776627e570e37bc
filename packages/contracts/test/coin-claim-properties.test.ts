import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  type LocalAccount,
  type PublicClient,
  parseEther,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardianCoinClaimAbi } from '../src/abis.gen.ts';
import type { ClaimVoucherMessage } from '../src/claim-voucher.ts';
import {
  type ClaimArgs,
  chainId,
  claimant,
  deployClaim,
  fundClaimAccounts,
  latestTimestamp,
  malleate,
  otherClaimant,
  outsider,
  sampleClaimants,
  signVoucher,
  voucherSigner,
} from './support/coin-claim.ts';
import { type Chain, revertOf, startChain } from './support/guardian-collection.ts';
import { seededRandom } from './support/prng.ts';

let chain: Chain;
/** Batches the eth_calls of one tick into one JSON-RPC request: thousands of checks in a few seconds. */
let batched: PublicClient;
beforeAll(async () => {
  chain = await startChain();
  batched = createPublicClient({
    chain: foundry,
    transport: http(chain.anvil.rpcUrl, { batch: { batchSize: 250 } }),
  });
  await fundClaimAccounts(chain);
});
afterAll(async () => {
  await chain?.stop();
});

const VOUCHERS = 5_000;
const MINED = 40;
const SEED = 0x0c0a1c1a;
const DAY = 86_400n;
const MAX_AMOUNT = parseEther('1000000');

const ATTACKS = [
  'other chain',
  'other contract',
  'foreign signer',
  'expired',
  'wrong account',
  'altered amount',
  'altered id',
  'altered deadline',
  'malleable signature',
] as const;
type Attack = (typeof ATTACKS)[number];

type Case = {
  attack: Attack;
  voucher: ClaimVoucherMessage;
  /** What the signer issued, submitted by `voucher.account`: must be accepted (control). */
  genuine: ClaimArgs;
  /** What the attacker submits, and from which account. */
  forged: ClaimArgs;
  sender: Address;
  expectedError: string;
};

// The server's signer key as a plain key account: HD derivation per signature would only cost time.
const signerKey = privateKeyToAccount(
  `0x${Buffer.from(voucherSigner.getHdKey().privateKey ?? []).toString('hex')}` as Hex,
);

/** A draw from `next` that is not `value` (so an "altered" field is really altered). */
function differentFrom<T>(value: T, next: () => T): T {
  for (;;) {
    const other = next();
    if (other !== value) return other;
  }
}

describe('GuardianCoinClaim vouchers (property)', () => {
  it(`accepts none of ${VOUCHERS} tampered, replayed or misdirected vouchers and never pays more than was signed`, async () => {
    const random = seededRandom(SEED);
    // A limit no case reaches, so every refusal below is about the voucher, not the window.
    const claim = await deployClaim(chain, { maxClaim: MAX_AMOUNT * BigInt(VOUCHERS), claimPeriod: DAY });
    const elsewhere = await deployClaim(chain);
    const now = await latestTimestamp(chain);
    const accounts: Address[] = [claimant, otherClaimant, outsider, ...sampleClaimants].map((a) => a.address);
    const randomId = () => random.bigintUpTo(2n ** 128n - 1n);
    const randomAmount = () => 1n + random.bigintUpTo(random.pick([1_000n, MAX_AMOUNT]) - 1n);
    const futureDeadline = () => now + DAY + random.bigintUpTo(30n * DAY);

    const buildCase = async (i: number): Promise<Case> => {
      const attack = ATTACKS[i % ATTACKS.length] as Attack;
      const account = random.pick(accounts);
      const voucher = {
        account,
        id: randomId(),
        amount: randomAmount(),
        deadline: attack === 'expired' ? now - 1n - random.bigintUpTo(365n * DAY) : futureDeadline(),
      };
      const signature = await signVoucher(signerKey, voucher, claim.address);
      const genuine: ClaimArgs = [signature, voucher.id, voucher.amount, voucher.deadline];
      const resign = async (signer: LocalAccount, contract: Address, onChain: number): Promise<ClaimArgs> => [
        await signVoucher(signer, voucher, contract, onChain),
        voucher.id,
        voucher.amount,
        voucher.deadline,
      ];
      const withSignature = (sig: Hex, changes: Partial<ClaimVoucherMessage> = {}): ClaimArgs => {
        const v = { ...voucher, ...changes };
        return [sig, v.id, v.amount, v.deadline];
      };
      const attackOf = async (): Promise<Pick<Case, 'forged' | 'sender' | 'expectedError'>> => {
        const refused = (forged: ClaimArgs, sender = account) => ({
          forged,
          sender,
          expectedError: 'InvalidClaimSignature',
        });
        switch (attack) {
          case 'other chain': {
            const otherChain = differentFrom(chainId as number, () =>
              random.pick([1, 10, 8453, 11155111, 1 + Number(random.bigintUpTo(2n ** 31n))]),
            );
            return refused(await resign(signerKey, claim.address, otherChain));
          }
          case 'other contract':
            return refused(await resign(signerKey, elsewhere.address, chainId));
          case 'foreign signer':
            return refused(await resign(outsider, claim.address, chainId));
          case 'expired':
            return { forged: genuine, sender: account, expectedError: 'ClaimExpired' };
          case 'wrong account':
            return refused(
              genuine,
              differentFrom(account, () => random.pick(accounts)),
            );
          case 'altered amount':
            return refused(withSignature(signature, { amount: differentFrom(voucher.amount, randomAmount) }));
          case 'altered id':
            return refused(withSignature(signature, { id: differentFrom(voucher.id, randomId) }));
          case 'altered deadline':
            return refused(
              withSignature(signature, { deadline: differentFrom(voucher.deadline, futureDeadline) }),
            );
          case 'malleable signature':
            return refused(withSignature(malleate(signature)));
        }
      };
      return { attack, voucher, genuine, ...(await attackOf()) };
    };

    const simulate = (args: ClaimArgs, account: Address) =>
      batched.simulateContract({
        address: claim.address,
        abi: GuardianCoinClaimAbi,
        functionName: 'claim',
        args,
        account,
      });

    const cases: Case[] = [];
    for (let i = 0; i < VOUCHERS; i++) cases.push(await buildCase(i));

    // Every case at once (batched): the control must pass, the attack must fail for its own reason.
    const outcomes = await Promise.all(
      cases.map(async (c, i) => {
        const context = `case ${i} (seed ${SEED}): ${c.attack}`;
        const [control, refusal] = await Promise.all([
          c.attack === 'expired'
            ? undefined
            : simulate(c.genuine, c.voucher.account).then(
                () => 'accepted',
                (e) => e,
              ),
          revertOf(simulate(c.forged, c.sender)).catch((e) => e),
        ]);
        return { context, control, refusal, expected: c.expectedError };
      }),
    );
    for (const o of outcomes) {
      if (o.control !== undefined) expect(o.control, o.context).toBe('accepted');
      expect(o.refusal?.errorName, o.context).toBe(o.expected);
    }

    // A sample actually mined: an attack sent as a real transaction (fixed gas, so no estimate refuses it
    // first) reverts, then the genuine voucher pays once, and its replays pay nothing.
    const funded = new Map(
      [claimant, otherClaimant, outsider, ...sampleClaimants].map((a) => [a.address, a]),
    );
    const walletOf = (address: Address) => funded.get(address) as LocalAccount;
    const mined = cases.filter((c) => c.attack !== 'expired').slice(0, MINED);
    for (const c of mined) {
      const hash = await claim.as(walletOf(c.sender)).write.claim(c.forged, { gas: 300_000n });
      const attack = await chain.publicClient.waitForTransactionReceipt({ hash });
      expect(attack.status, `mined ${c.attack}`).toBe('reverted');
      await chain.mined(claim.as(walletOf(c.voucher.account)).write.claim(c.genuine));
    }
    for (const m of mined) {
      expect((await revertOf(simulate(m.genuine, m.voucher.account))).errorName).toBe('ClaimAlreadyUsed');
      const [signature, id, amount, deadline] = m.genuine;
      expect(
        (await revertOf(simulate([malleate(signature), id, amount, deadline], m.voucher.account))).errorName,
      ).toBe('ClaimAlreadyUsed');
      // The same id signed again for another account is spent too.
      const again = { ...m.voucher, account: claimant.address };
      const resigned = await signVoucher(signerKey, again, claim.address);
      expect((await revertOf(simulate([resigned, id, amount, deadline], claimant.address))).errorName).toBe(
        'ClaimAlreadyUsed',
      );
      expect(await claim.read.isClaimed([id])).toBe(true);
    }

    const minted = mined.reduce((sum, m) => sum + m.voucher.amount, 0n);
    const signed = cases.reduce((sum, c) => sum + c.voucher.amount, 0n);
    expect(await claim.coin.read.totalSupply()).toBe(minted);
    expect(minted).toBeLessThanOrEqual(signed);
    for (const account of accounts) {
      const theirs = mined.filter((m) => m.voucher.account === account);
      const expected = theirs.reduce((sum, m) => sum + m.voucher.amount, 0n);
      expect(await claim.read.totalClaimed([account])).toBe(expected);
      expect(await claim.coin.read.balanceOf([account])).toBe(expected);
    }
    expect(await elsewhere.coin.read.totalSupply()).toBe(0n);
  });
});
