import { GuardianCoinAbi, GuardianCoinClaimAbi } from '@guardians/contracts/abis';
import type { SupportedToken } from '@guardians/shared/swaps';
import { useQuery } from '@tanstack/react-query';
import { readContractCall } from '../../../lib/wallet/wallet-actions.ts';
import { toBigintOrZero, weiToCoins } from '../utils/coin-amounts.ts';
import { SWAPS_KEY } from './get-supported-tokens.ts';

export type ClaimValues = {
  maxClaim: number;
  /** Seconds. */
  claimPeriod: number;
  /** Unix seconds; 0 until the wallet first claims. */
  nextClaimTimestamp: number;
  claimedThisPeriod: number;
  /** The coin (ERC-20) held by the wallet itself. */
  walletBalance: number;
};

const asSeconds = (value: unknown) => Number(toBigintOrZero(value));

/** Spec 3/9: the wallet's claim values come from the contract, amounts converted from wei. */
async function readClaimValues(token: SupportedToken, account: `0x${string}`): Promise<ClaimValues> {
  const claim = { address: token.claimContract as `0x${string}`, abi: GuardianCoinClaimAbi };
  const [maxClaim, claimPeriod, nextClaimTimestamp, claimed, walletBalance] = await Promise.all([
    readContractCall({ ...claim, functionName: 'maxClaim' }),
    readContractCall({ ...claim, functionName: 'claimPeriod' }),
    readContractCall({ ...claim, functionName: 'nextClaimTimestamp', args: [account] }),
    readContractCall({ ...claim, functionName: 'accountClaimedAmount', args: [account] }),
    readContractCall({
      address: token.tokenAddress as `0x${string}`,
      abi: GuardianCoinAbi,
      functionName: 'balanceOf',
      args: [account],
    }),
  ]);
  return {
    maxClaim: weiToCoins(maxClaim),
    claimPeriod: asSeconds(claimPeriod),
    nextClaimTimestamp: asSeconds(nextClaimTimestamp),
    claimedThisPeriod: weiToCoins(claimed),
    walletBalance: weiToCoins(walletBalance),
  };
}

/** Account-dependent lookups run only when an account is present (spec 5). */
export function useClaimValues(token: SupportedToken | undefined, account: `0x${string}` | undefined) {
  return useQuery({
    queryKey: [
      SWAPS_KEY,
      'claim-values',
      token?.claimContract ?? null,
      account?.toLowerCase() ?? null,
    ] as const,
    queryFn: () => readClaimValues(token as SupportedToken, account as `0x${string}`),
    enabled: Boolean(token && account),
    staleTime: 15_000,
  });
}
