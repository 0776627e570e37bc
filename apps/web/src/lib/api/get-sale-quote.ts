import { GuardianMarketplaceAbi } from '@guardians/contracts/abis';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getEnv } from '../env.ts';
import { readContractCall } from '../wallet/wallet-actions.ts';

/** An item by its collection's address and token id, as the item page and the offers name it. */
type SaleItem = { tokenAddress: string; tokenId: string };

export type SaleQuote = { fee: bigint; royalty: bigint; proceeds: bigint };

/**
 * The marketplace's own split of a sale at `priceWei` (fee, ERC-2981 royalty, what the seller gets).
 * Listing and accepting an offer both show it: an accepted offer is split exactly as a sale.
 */
async function getSaleQuote(item: SaleItem, priceWei: bigint): Promise<SaleQuote> {
  const marketplace = getEnv().marketplaceAddress as `0x${string}`;
  const [fee, , royalty, proceeds] = (await readContractCall({
    address: marketplace,
    abi: GuardianMarketplaceAbi,
    functionName: 'quote',
    args: [item.tokenAddress, BigInt(item.tokenId), priceWei],
  })) as readonly [bigint, string, bigint, bigint];
  return { fee, royalty, proceeds };
}

export function useSaleQuote(item: SaleItem, priceWei: bigint | null) {
  return useQuery({
    queryKey: [
      'sale-quote',
      { tokenAddress: item.tokenAddress, tokenId: item.tokenId },
      priceWei?.toString() ?? null,
    ] as const,
    queryFn: () => getSaleQuote(item, priceWei ?? 0n),
    enabled: priceWei !== null && getEnv().marketplaceAddress !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
