import { type ConsoleVaultAsset, ConsoleVaultListResponseSchema } from '@guardians/shared/vault';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './query-keys.ts';

export const CONTENT_VAULT_PAGE_SIZE = 25;
export type ContentVaultParams = { offset: number; q: string };

/** GET /api/admin/vault (content:edit): a page of assets in vault order; q matches title, text, file name. */
async function getContentVault(
  params: ContentVaultParams,
  signal?: AbortSignal,
): Promise<{ items: ConsoleVaultAsset[]; total: number }> {
  const search = new URLSearchParams({
    offset: String(params.offset),
    limit: String(CONTENT_VAULT_PAGE_SIZE),
  });
  if (params.q) search.set('q', params.q);
  const data = await apiRequest(`/api/admin/vault?${search}`, signal ? { signal } : {});
  return ConsoleVaultListResponseSchema.shape.data.parse(data);
}

/** Every page of the console's vault. */
export const contentVaultKey = [ADMIN_KEY, 'content-vault'] as const;

function getContentVaultQueryOptions(params: ContentVaultParams) {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'content-vault', params] as const,
    queryFn: ({ signal }) => getContentVault(params, signal),
    staleTime: 0,
  });
}

export function useContentVault(params: ContentVaultParams) {
  return useQuery({ ...getContentVaultQueryOptions(params), placeholderData: keepPreviousData });
}
