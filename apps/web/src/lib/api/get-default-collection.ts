import { DefaultCollectionResponseSchema } from '@guardians/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { getEnv } from '../env.ts';

type DefaultCollectionAddress = `0x${string}` | null;

/**
 * GET /api/defaultCollection: the single-mode collection's address (null until one exists). Home,
 * /explore, item pages, profiles and Guardians all read it, so it lives here once: one fetcher, one key,
 * one shape.
 */
async function getDefaultCollection(
  chainId: number,
  signal?: AbortSignal,
): Promise<DefaultCollectionAddress> {
  const data = await apiRequest(`/api/defaultCollection?chainId=${chainId}`, signal ? { signal } : {});
  return DefaultCollectionResponseSchema.shape.data.parse(data).tokenAddress;
}

function getDefaultCollectionQueryOptions(chainId: number) {
  return queryOptions({
    queryKey: ['default-collection', { chainId }] as const,
    queryFn: ({ signal }) => getDefaultCollection(chainId, signal),
    staleTime: 5 * 60_000,
    // The page came with the server's settings: on their chain, no request is needed to start.
    initialData: () => {
      const env = getEnv();
      return env.chainId === chainId && env.defaultTokenAddress ? env.defaultTokenAddress : undefined;
    },
  });
}

export function useDefaultCollection(chainId: number, enabled = true) {
  return useQuery({ ...getDefaultCollectionQueryOptions(chainId), enabled });
}
