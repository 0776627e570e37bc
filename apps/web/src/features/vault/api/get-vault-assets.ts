import { CountResponseSchema } from '@guardians/shared/common';
import { VAULT_PAGE_SIZE, type VaultAsset, VaultListResponseSchema } from '@guardians/shared/vault';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const ListSchema = VaultListResponseSchema.shape.data;
const CountSchema = CountResponseSchema.shape.data;

/** Every query of this feature starts with this key. */
const VAULT_KEY = 'vault';

async function getVaultAssets(offset: number, signal?: AbortSignal): Promise<VaultAsset[]> {
  const data = await apiRequest(
    `/api/vault/all?offset=${offset}&limit=${VAULT_PAGE_SIZE}`,
    signal ? { signal } : {},
  );
  return ListSchema.parse(data).items;
}

async function getVaultCount(signal?: AbortSignal): Promise<number> {
  const data = await apiRequest('/api/vault/all/count', signal ? { signal } : {});
  return CountSchema.parse(data);
}

/**
 * Spec 4: offset-paged, and a refetch does not reload every page already shown (the vault is not
 * one of the lists that refetch all pages), so only the first page is refetched.
 */
export function useVaultAssets() {
  return useInfiniteQuery({
    queryKey: [VAULT_KEY, 'all'] as const,
    queryFn: ({ pageParam, signal }) => getVaultAssets(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < VAULT_PAGE_SIZE ? undefined : pages.length * VAULT_PAGE_SIZE,
    staleTime: 60_000,
  });
}

export function useVaultCount() {
  return useQuery({
    queryKey: [VAULT_KEY, 'count'] as const,
    queryFn: ({ signal }) => getVaultCount(signal),
    staleTime: 60_000,
  });
}
