import { type Sale, SaleSchema } from '@guardians/shared/sale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Others mint too: the supply bar and the wallet's allowance are asked again while the page is open. */
const SALE_REFETCH_MS = 15_000;

/** GET /api/collections/:token/sale: stage, price, supply, and with `account` its eligibility and proof. */
export async function getSale(
  collectionRef: string,
  account: string | undefined,
  signal?: AbortSignal,
): Promise<Sale> {
  const query = account ? `?${new URLSearchParams({ account })}` : '';
  const data = await apiRequest(
    `/api/collections/${encodeURIComponent(collectionRef)}/sale${query}`,
    signal ? { signal } : {},
  );
  return SaleSchema.parse(data);
}

function saleQueryOptions(collectionRef: string, account: string | undefined) {
  return queryOptions({
    queryKey: [keyRoots.sale, { collectionRef, account: account?.toLowerCase() ?? null }] as const,
    queryFn: ({ signal }) => getSale(collectionRef, account, signal),
    refetchInterval: SALE_REFETCH_MS,
  });
}

export function useSale(collectionRef: string, account: string | undefined) {
  return useQuery(saleQueryOptions(collectionRef, account));
}
