import { GuardianCollectionAbi } from '@guardians/contracts/abis';
import { SALE_STAGES, type Sale } from '@guardians/shared/sale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readContractCall } from '../../../lib/wallet/wallet-actions.ts';
import { ADMIN_KEY } from './query-keys.ts';

type SaleStageName = Sale['stageName'];

/** What the collection's contract says now; null for a value it does not have or would not give. */
export type CollectionContract = {
  owner: `0x${string}` | null;
  stage: SaleStageName | null;
  priceWei: bigint | null;
  merkleRoot: `0x${string}` | null;
};

const settledValue = (result: PromiseSettledResult<unknown>) =>
  result.status === 'fulfilled' ? result.value : null;
const hexOf = (value: unknown) => (typeof value === 'string' ? (value.toLowerCase() as `0x${string}`) : null);

/**
 * Reads owner(), saleStage(), price() and merkleRoot() from the chain. A collection listed from
 * elsewhere may lack the sale functions: those read as null. Fails only when nothing could be read
 * (the chain is unreachable).
 */
async function readCollectionContract(address: `0x${string}`): Promise<CollectionContract> {
  const read = (functionName: string) =>
    readContractCall({ address, abi: GuardianCollectionAbi, functionName });
  const results = await Promise.allSettled([
    read('owner'),
    read('saleStage'),
    read('price'),
    read('merkleRoot'),
  ]);
  if (results.every((result) => result.status === 'rejected')) {
    throw (results[0] as PromiseRejectedResult).reason;
  }
  const [owner, stage, price, root] = results.map(settledValue);
  return {
    owner: hexOf(owner),
    stage: stage === null ? null : (SALE_STAGES[Number(stage)] ?? null),
    priceWei: typeof price === 'bigint' ? price : null,
    merkleRoot: hexOf(root),
  };
}

/** Every collection's contract reads (refreshed after each owner transaction). */
export const collectionContractKey = [ADMIN_KEY, 'collections-contract'] as const;

function getCollectionContractQueryOptions(address: `0x${string}`) {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'collections-contract', address] as const,
    queryFn: () => readCollectionContract(address),
    staleTime: 0,
  });
}

export function useCollectionContract(address: `0x${string}`) {
  return useQuery(getCollectionContractQueryOptions(address));
}
