import { and, eq, lt } from 'drizzle-orm';
import type { ChainClient } from '../../chain/chain-client.ts';
import type { Db } from '../../db/client.ts';
import { chainContracts, claimVouchers } from '../../db/schema/index.ts';
import { appendLedger, type LedgerTx, lockAccountPoints } from '../points/points-ledger.ts';
import {
  type CoinClaimContract,
  findClaimTransaction,
  latestBlockTime,
  readIsClaimed,
} from './coin-claim-contract.ts';

export type ClaimVoucherRow = typeof claimVouchers.$inferSelect;
type ReadDb = Pick<Db, 'select'>;

/** Seconds since the epoch of a voucher's deadline, as signed into it. */
export function deadlineSeconds(voucher: Pick<ClaimVoucherRow, 'deadline'>): bigint {
  return BigInt(Math.floor(voucher.deadline.getTime() / 1000));
}

/** The voucher's contract with its deployment block when recorded (where its Claimed logs start). */
export async function voucherContract(db: ReadDb, voucher: ClaimVoucherRow): Promise<CoinClaimContract> {
  const [row] = await db
    .select({ deploymentBlock: chainContracts.deploymentBlock })
    .from(chainContracts)
    .where(
      and(eq(chainContracts.chainId, voucher.chainId), eq(chainContracts.address, voucher.claimContract)),
    )
    .limit(1);
  return { address: voucher.claimContract as `0x${string}`, deploymentBlock: row?.deploymentBlock ?? null };
}

/** Finalises a voucher the chain shows as claimed. Only an issued voucher changes: repeats are no-ops. */
export async function markClaimed(tx: LedgerTx, id: string, txHash: string | null): Promise<void> {
  await tx
    .update(claimVouchers)
    .set({ status: 'claimed', txHash, settledAt: new Date() })
    .where(and(eq(claimVouchers.id, id), eq(claimVouchers.status, 'issued')));
}

/**
 * Expires an issued voucher and returns its coins. The caller has seen on chain that it is past its
 * deadline and not claimed, so it can never pay out. The status guard and the ledger's
 * one-refund-per-voucher index make a repeat (or a race) refund nothing.
 */
export async function expireAndRefund(tx: LedgerTx, voucher: ClaimVoucherRow): Promise<void> {
  const expired = await tx
    .update(claimVouchers)
    .set({ status: 'expired', settledAt: new Date() })
    .where(and(eq(claimVouchers.id, voucher.id), eq(claimVouchers.status, 'issued')))
    .returning({ id: claimVouchers.id });
  if (expired.length === 0) return;
  await appendLedger(tx, {
    account: voucher.account,
    amount: voucher.amount,
    reason: 'claim_refund',
    reference: voucher.id,
  });
}

/**
 * Settles the account's issued vouchers whose deadline is before `chainNow` (seconds): claimed ones
 * are finalised, the others expired and refunded. `chainNow` must be read before the isClaimed reads:
 * no block after it can accept those vouchers, so "not claimed" then stays true. A voucher whose
 * chain read fails is left for the next call. Run inside a transaction holding the account's lock.
 */
export async function settleStaleVouchersIn(
  tx: LedgerTx,
  chain: ChainClient,
  account: string,
  chainNow: bigint,
): Promise<void> {
  const stale = await tx
    .select()
    .from(claimVouchers)
    .where(
      and(
        eq(claimVouchers.account, account.toLowerCase()),
        eq(claimVouchers.chainId, chain.chainId),
        eq(claimVouchers.status, 'issued'),
        lt(claimVouchers.deadline, new Date(Number(chainNow) * 1000)),
      ),
    );
  for (const voucher of stale) {
    let claimed: boolean;
    try {
      claimed = await readIsClaimed(chain, voucher.claimContract as `0x${string}`, voucher.id);
    } catch {
      continue;
    }
    if (claimed) {
      const txHash = await findClaimTransaction(chain, await voucherContract(tx, voucher), voucher.id);
      await markClaimed(tx, voucher.id, txHash);
    } else {
      await expireAndRefund(tx, voucher);
    }
  }
}

/**
 * Returns the coins of the account's vouchers that can no longer be claimed (and finalises claimed
 * ones). Call it before reading a balance, e.g. from the coin balance route; the signature and verify
 * routes call it themselves. A chain that cannot be reached leaves everything as it was.
 */
export async function expireStaleVouchers(db: Db, chain: ChainClient, account: string): Promise<void> {
  // Most accounts hold no open voucher: answer without touching the chain or the lock.
  const [open] = await db
    .select({ id: claimVouchers.id })
    .from(claimVouchers)
    .where(
      and(
        eq(claimVouchers.account, account.toLowerCase()),
        eq(claimVouchers.chainId, chain.chainId),
        eq(claimVouchers.status, 'issued'),
      ),
    )
    .limit(1);
  if (!open) return;
  let chainNow: bigint;
  try {
    chainNow = (await latestBlockTime(chain)).timestamp;
  } catch {
    return;
  }
  await db.transaction(async (tx) => {
    await lockAccountPoints(tx, account);
    await settleStaleVouchersIn(tx, chain, account, chainNow);
  });
}
