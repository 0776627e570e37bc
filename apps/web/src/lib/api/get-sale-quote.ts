import { GuardianMarketplaceAbi } from '@guardians/contracts/abis';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getEnv } from '../../../lib/env.ts';
import { readContractCall } from '../../../lib/wallet/wallet-actions.ts';
import type { NftKey } from './get-nft.ts';

export type SaleQuote = { fee: bigint; royalty: bigint; proceeds: bigint };

/** The marketplace's own split of a sale at `priceWei` (fee, ERC-2981 royalty, what the seller gets). */
async function getSaleQuote(nft: NftKey, priceWei: bigint): Promise<SaleQuote> {
  const marketplace = getEnv().marketplaceAddress as `0x${string}`;
  const [fee, , royalty, proceeds] = (await readContractCall({
    address: marketplace,
    abi: GuardianMarketplaceAbi,
    functionName: 'quote',
    args: [nft.tokenAddress, BigInt(nft.tokenId), priceWei],
  })) as readonly [bigint, string, bigint, bigint];
  return { fee, royalty, proceeds };
}

export function useSaleQuote(nft: NftKey, priceWei: bigint | null) {
  return useQuery({
    queryKey: ['sale-quote', nft, priceWei?.toString() ?? null] as const,
    queryFn: () => getSaleQuote(nft, priceWei ?? 0n),
    enabled: priceWei !== null && getEnv().marketplaceAddress !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
