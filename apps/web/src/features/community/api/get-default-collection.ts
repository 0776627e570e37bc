import { DefaultCollectionResponseSchema } from '@guardians/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getEnv, ONE_OFF_PARSE } from '../../../lib/env.ts';

/** GET /api/defaultCollection: the collection the Guardians' items belong to (null until one exists). */
export async function getDefaultCollection(
  chainId: number,
  signal?: AbortSignal,
): Promise<`0x${string}` | null> {
  const data = await apiRequest(`/api/defaultCollection?chainId=${chainId}`, signal ? { signal } : {});
  return DefaultCollectionResponseSchema.shape.data.parse(data, ONE_OFF_PARSE).tokenAddress;
}

export function getDefaultCollectionQueryOptions(chainId: number) {
  return queryOptions({
    queryKey: ['community', 'default-collection', { chainId }] as const,
    queryFn: ({ signal }) => getDefaultCollection(chainId, signal),
    staleTime: 5 * 60_000,
    // The page came with the server's settings: on their chain no request is needed.
    initialData: () => {
      const env = getEnv();
      return env.chainId === chainId && env.defaultTokenAddress ? env.defaultTokenAddress : undefined;
    },
  });
}

export function useDefaultCollection(chainId: number) {
  return useQuery(getDefaultCollectionQueryOptions(chainId));
}
