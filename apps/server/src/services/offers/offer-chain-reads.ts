import { GuardianMarketplaceAbi, WETH9Abi } from '@guardians/contracts';
import type { ChainClient } from '../../chain/chain-client.ts';

type Address = `0x${string}`;

/** Where offers are made and paid on this chain. */
export interface OfferContracts {
  marketplace: Address;
  weth: Address;
}

/**
 * What an offerer can pay right now: the lower of their WETH balance and their allowance to the
 * marketplace, since `acceptOffer` needs both (decision 0086's OfferNotFunded).
 */
export interface OffererFunds {
  balance: bigint;
  allowance: bigint;
}

export async function offererFunds(
  chain: ChainClient,
  contracts: OfferContracts,
  offerer: Address,
): Promise<OffererFunds> {
  const [balance, allowance] = await Promise.all([
    chain.public.readContract({
      address: contracts.weth,
      abi: WETH9Abi,
      functionName: 'balanceOf',
      args: [offerer],
    }),
    chain.public.readContract({
      address: contracts.weth,
      abi: WETH9Abi,
      functionName: 'allowance',
      args: [offerer, contracts.marketplace],
    }),
  ]);
  return { balance, allowance };
}

/** The offerer's `nonces(offerer)`, which listings and offers share: an offer must carry it. */
export function offererNonce(chain: ChainClient, marketplace: Address, offerer: Address): Promise<bigint> {
  return chain.public.readContract({
    address: marketplace,
    abi: GuardianMarketplaceAbi,
    functionName: 'nonces',
    args: [offerer],
  });
}

/**
 * The offer's state on chain, so an offer posted after it was filled or cancelled (a wallet that
 * signed elsewhere) is stored as it stands, not as new.
 */
export async function offerStateOnChain(
  chain: ChainClient,
  marketplace: Address,
  hash: `0x${string}`,
): Promise<{ fills: bigint; cancelled: boolean }> {
  const [fills, cancelled] = await Promise.all([
    chain.public.readContract({
      address: marketplace,
      abi: GuardianMarketplaceAbi,
      functionName: 'offerFills',
      args: [hash],
    }),
    chain.public.readContract({
      address: marketplace,
      abi: GuardianMarketplaceAbi,
      functionName: 'isOfferCancelled',
      args: [hash],
    }),
  ]);
  return { fills, cancelled };
}
