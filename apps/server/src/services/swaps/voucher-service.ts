import { randomBytes } from 'node:crypto';
import { claimVoucherTypedData, GuardianCoinClaimAbi } from '@guardians/contracts';
import type { ClaimSignatureQuerySchema, ClaimVerifyQuerySchema, ClaimVerifySchema } from '@guardians/shared';
import { CLAIM_VOUCHER_TTL_SECONDS, type ClaimVoucher } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { claimVouchers } from '../../db/schema/index.ts';
import { appendLedger, balanceOf, lockAccountPoints } from '../points/points-ledger.ts';
import { parseClaimAmount, toCents } from './claim-amount.ts';
import { COIN_TOKEN_ID, fromChain, requireClaimSetup, type SwapDeps } from './claim-setup.ts';
import { findClaimTransaction, latestBlockTime, readIsClaimed } from './coin-claim-contract.ts';
import {
  ClaimsUnavailableError,
  InvalidClaimAmountError,
  NotClaimedYetError,
  NotEnoughCoinsError,
  OverMaxClaimError,
  UnknownTokenError,
  VoucherUnknownError,
  WrongChainError,
} from './swap-errors.ts';
import {
  deadlineSeconds,
  expireAndRefund,
  markClaimed,
  settleStaleVouchersIn,
  voucherContract,
} from './voucher-settlement.ts';

/** A random 128-bit voucher id as a decimal string: unguessable, and each pays once on chain. */
function newVoucherId(): string {
  return BigInt(`0x${randomBytes(16).toString('hex')}`).toString();
}

/**
 * Signs a voucher for `amount` coins and reserves them in the ledger. The account's ledger lock is
 * held from the balance read to the reservation, so concurrent requests can never overspend.
 */
export async function issueVoucher(
  deps: SwapDeps,
  account: string,
  query: z.infer<typeof ClaimSignatureQuerySchema>,
): Promise<ClaimVoucher> {
  const amount = parseClaimAmount(query.amount);
  if (!amount) throw new InvalidClaimAmountError();
  const { contract, signer } = await requireClaimSetup(deps);
  if (query.id !== COIN_TOKEN_ID) throw new UnknownTokenError();
  if (query.chainId !== deps.chain.chainId) throw new WrongChainError();
  const wallet = account.toLowerCase() as `0x${string}`;

  const read = <F extends 'maxClaim' | 'signer' | 'paused'>(functionName: F) =>
    deps.chain.public.readContract({ address: contract.address, abi: GuardianCoinClaimAbi, functionName });
  const [maxClaim, claimedThisPeriod, onChainSigner, paused, block] = await fromChain(() =>
    Promise.all([
      read('maxClaim'),
      deps.chain.public.readContract({
        address: contract.address,
        abi: GuardianCoinClaimAbi,
        functionName: 'accountClaimedAmount',
        args: [wallet],
      }),
      read('signer'),
      read('paused'),
      latestBlockTime(deps.chain),
    ]),
  );
  // A rotated signer or a paused contract would only turn the voucher into a failed transaction.
  if (paused || onChainSigner.toLowerCase() !== signer.address.toLowerCase())
    throw new ClaimsUnavailableError();
  const remaining = maxClaim > claimedThisPeriod ? maxClaim - claimedThisPeriod : 0n;
  if (amount.wei > remaining) throw new OverMaxClaimError();

  // An idle dev chain's last block can be old and a warped one ahead: the later of the two clocks.
  const wallNow = BigInt(Math.floor(Date.now() / 1000));
  const deadline =
    (block.timestamp > wallNow ? block.timestamp : wallNow) + BigInt(CLAIM_VOUCHER_TTL_SECONDS);
  const id = newVoucherId();
  const domain = { chainId: deps.chain.chainId, claimContract: contract.address };
  const signature = await signer.signTypedData(
    claimVoucherTypedData(domain, { account: wallet, id: BigInt(id), amount: amount.wei, deadline }),
  );

  await deps.db.transaction(async (tx) => {
    await lockAccountPoints(tx, wallet);
    // Coins of vouchers that can no longer pay out count again before the balance is read.
    await settleStaleVouchersIn(tx, deps.chain, wallet, block.timestamp);
    if (toCents(await balanceOf(tx, wallet)) < toCents(amount.coins)) throw new NotEnoughCoinsError();
    await tx.insert(claimVouchers).values({
      id,
      account: wallet,
      chainId: deps.chain.chainId,
      claimContract: contract.address,
      amount: amount.coins,
      amountWei: amount.wei.toString(),
      deadline: new Date(Number(deadline) * 1000),
      signature,
    });
    await appendLedger(tx, { account: wallet, amount: `-${amount.coins}`, reason: 'claim', reference: id });
  });

  return {
    signature,
    id,
    amountWei: amount.wei.toString(),
    deadline: Number(deadline),
    account: wallet,
    claimContract: contract.address,
    chainId: deps.chain.chainId,
    amount: Number(amount.coins),
  };
}

/**
 * Confirms the caller's voucher against the chain: claimed -> finalised with its transaction; past
 * its deadline and unclaimed -> expired and refunded; otherwise 409 (not on chain yet). Idempotent.
 */
export async function verifyVoucher(
  deps: SwapDeps,
  account: string,
  query: z.infer<typeof ClaimVerifyQuerySchema>,
): Promise<z.infer<typeof ClaimVerifySchema>> {
  const wallet = account.toLowerCase();
  const find = async () => {
    const [row] = await deps.db.select().from(claimVouchers).where(eq(claimVouchers.id, query.id)).limit(1);
    return row;
  };
  const voucher = await find();
  // Another account's voucher answers as if it did not exist: ids are not to be probed.
  if (!voucher || voucher.account !== wallet || voucher.chainId !== deps.chain.chainId) {
    throw new VoucherUnknownError();
  }
  let settled = voucher;
  if (voucher.status === 'issued') {
    const contract = await voucherContract(deps.db, voucher);
    // Chain time first: if it is past the deadline, "not claimed" read afterwards is final.
    const block = await fromChain(() => latestBlockTime(deps.chain));
    const claimed = await fromChain(() => readIsClaimed(deps.chain, contract.address, voucher.id));
    if (!claimed && block.timestamp <= deadlineSeconds(voucher)) throw new NotClaimedYetError();
    const txHash = claimed
      ? await findClaimTransaction(
          deps.chain,
          contract,
          voucher.id,
          query.txHash as `0x${string}` | undefined,
        )
      : null;
    await deps.db.transaction(async (tx) => {
      await lockAccountPoints(tx, wallet);
      if (claimed) await markClaimed(tx, voucher.id, txHash);
      else await expireAndRefund(tx, voucher);
    });
    settled = (await find()) ?? voucher;
  }
  return {
    id: settled.id,
    status: settled.status,
    txHash: settled.txHash,
    settledAt: settled.settledAt?.toISOString() ?? null,
    balance: await balanceOf(deps.db, wallet),
  };
}
