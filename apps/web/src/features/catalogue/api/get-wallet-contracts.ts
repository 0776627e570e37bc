import { WalletContractsResponseSchema } from '@guardians/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const ContractsSchema = WalletContractsResponseSchema.shape.data;
export type WalletContract = ReturnType<typeof ContractsSchema.parse>['items'][number];

/** GET /api/wallets/account/:account/contracts: the indexed collections the wallet holds items of. */
async function getWalletContracts(
  account: string,
  chainId: number,
  signal?: AbortSignal,
): Promise<WalletContract[]> {
  const data = await apiRequest(
    `/api/wallets/account/${account}/contracts?chainId=${chainId}`,
    signal ? { signal } : {},
  );
  return ContractsSchema.parse(data).items;
}

function getWalletContractsQueryOptions(account: string, chainId: number) {
  return queryOptions({
    queryKey: [keyRoots.walletContracts, { account, chainId }] as const,
    queryFn: ({ signal }) => getWalletContracts(account, chainId, signal),
  });
}

export function useWalletContracts(account: string, chainId: number, enabled: boolean) {
  return useQuery({ ...getWalletContractsQueryOptions(account, chainId), enabled });
}
