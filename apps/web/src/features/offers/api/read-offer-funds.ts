import { GuardianMarketplaceAbi, WETH9Abi } from '@guardians/contracts/abis';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEnv } from '../../../lib/env.ts';
import { readContractCall, readEtherBalance } from '../../../lib/wallet/wallet-actions.ts';

/** What an offerer holds for offers: ETH (to wrap), WETH, and the marketplace's WETH allowance (wei). */
export type OfferFunds = { eth: bigint; weth: bigint; allowance: bigint };

/** The marketplace and its WETH, or null when this chain has no offers (no marketplace, or an old one). */
export function offerContracts(): { marketplace: `0x${string}`; weth: `0x${string}` } | null {
  const { marketplaceAddress, wethAddress } = getEnv();
  if (!marketplaceAddress || !wethAddress) return null;
  return { marketplace: marketplaceAddress as `0x${string}`, weth: wethAddress as `0x${string}` };
}

function requireOfferContracts() {
  const contracts = offerContracts();
  if (!contracts) throw new Error('Offers are not set up on this chain');
  return contracts;
}

export async function readWethBalance(account: `0x${string}`): Promise<bigint> {
  const { weth } = requireOfferContracts();
  return (await readContractCall({
    address: weth,
    abi: WETH9Abi,
    functionName: 'balanceOf',
    args: [account],
  })) as bigint;
}

export async function readWethAllowance(account: `0x${string}`): Promise<bigint> {
  const { weth, marketplace } = requireOfferContracts();
  return (await readContractCall({
    address: weth,
    abi: WETH9Abi,
    functionName: 'allowance',
    args: [account, marketplace],
  })) as bigint;
}

/** The marketplace's nonce of the account: an offer signed with it stays valid until `cancelAll`. */
export async function readMarketplaceNonce(account: `0x${string}`): Promise<bigint> {
  const { marketplace } = requireOfferContracts();
  return (await readContractCall({
    address: marketplace,
    abi: GuardianMarketplaceAbi,
    functionName: 'nonces',
    args: [account],
  })) as bigint;
}

export async function readOfferFunds(account: `0x${string}`): Promise<OfferFunds> {
  const [eth, weth, allowance] = await Promise.all([
    readEtherBalance(account),
    readWethBalance(account),
    readWethAllowance(account),
  ]);
  return { eth, weth, allowance };
}

export const offerFundsKeys = {
  all: ['offer-funds'] as const,
  of: (account: string) => ['offer-funds', { account: account.toLowerCase() }] as const,
};

function getOfferFundsQueryOptions(account: `0x${string}`) {
  return queryOptions({
    queryKey: offerFundsKeys.of(account),
    queryFn: () => readOfferFunds(account),
    staleTime: 10_000,
  });
}

/** The balances the offer dialog shows; read only while it is open for a connected wallet. */
export function useOfferFunds(account: `0x${string}` | undefined, enabled: boolean) {
  return useQuery({
    ...getOfferFundsQueryOptions(account ?? '0x'),
    enabled: enabled && account !== undefined && offerContracts() !== null,
  });
}
