import { GuardianCoinClaimAbi } from '@guardians/contracts/abis';
import { type SupportedToken, swapMessages } from '@guardians/shared/swaps';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useRequireSignIn } from '../../../lib/auth/use-require-sign-in.ts';
import { toast } from '../../../lib/toast.ts';
import { executeTransaction } from '../../../lib/wallet/run-transaction.ts';
import type { ContractCall } from '../../../lib/wallet/wallet-actions.ts';
import { getClaimSignature } from '../api/get-claim-signature.ts';
import { POINTS_KEY } from '../api/get-coin-balance.ts';
import { SWAPS_KEY } from '../api/get-supported-tokens.ts';
import { verifyClaimWithRetry } from '../api/verify-claim.ts';
import { claimErrorMessage } from '../utils/claim-error-message.ts';

const CLAIM_TOAST_ID = 'coin-claim';
/** Spec 9: the claim flow's toasts close after 3000 ms. */
const CLAIM_TOAST_MS = 3000;

/**
 * One claim as one staged toast (spec 8): the server reserves the coins and signs a voucher, the
 * wallet sends `claim(...)` (simulated first; the wallet core moves a wallet on another network to
 * the site's first), and the server confirms the Claimed event. Balance, contract values and leaderboard are refetched whatever the
 * outcome: a declined wallet request still holds its coins until the voucher expires.
 */
export function useClaimCoins(token: SupportedToken | undefined) {
  const queryClient = useQueryClient();
  const requireSignIn = useRequireSignIn();
  const [running, setRunning] = useState(false);

  const claim = useCallback(
    async (amount: string): Promise<boolean> => {
      if (!token || !(await requireSignIn())) return false;
      setRunning(true);
      const id = toast.loading(swapMessages.processing, { id: CLAIM_TOAST_ID });
      try {
        const voucher = await getClaimSignature({ chainId: token.chainId, amount, tokenId: token.id });
        const call: ContractCall = {
          address: voucher.claimContract as `0x${string}`,
          abi: GuardianCoinClaimAbi,
          functionName: 'claim',
          args: [voucher.signature, BigInt(voucher.id), BigInt(voucher.amountWei), BigInt(voucher.deadline)],
        };
        const hash = await executeTransaction(call);
        await verifyClaimWithRetry(voucher.id, hash);
        toast.success(swapMessages.success, { id, duration: CLAIM_TOAST_MS });
        return true;
      } catch (error) {
        toast.error(claimErrorMessage(error), { id, duration: CLAIM_TOAST_MS });
        return false;
      } finally {
        setRunning(false);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: [POINTS_KEY] }),
          queryClient.invalidateQueries({ queryKey: [SWAPS_KEY] }),
        ]);
      }
    },
    [token, requireSignIn, queryClient],
  );

  return { claim, running };
}
