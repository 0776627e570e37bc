import { DefaultCollectionResponseSchema } from '@guardians/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getEnv, ONE_OFF_PARSE } from '../../../lib/env.ts';
import { HOME_KEY } from './home-keys.ts';

/** GET /api/defaultCollection: the collection the home page presents (null until one exists). */
export async function getDefaultCollection(
  chainId: number,
  signal?: AbortSignal,
): Promise<`0x${string}` | null> {
  const data = await apiRequest(`/api/defaultCollection?chainId=${chainId}`, signal ? { signal } : {});
  return DefaultCollectionResponseSchema.shape.data.parse(data, ONE_OFF_PARSE).tokenAddress;
}

export function useDefaultCollection(chainId: number) {
  return useQuery(
    queryOptions({
      queryKey: [HOME_KEY, 'default-collection', { chainId }] as const,
      queryFn: ({ signal }) => getDefaultCollection(chainId, signal),
      staleTime: 5 * 60_000,
      // The page came with the server's settings: on their chain no request is needed.
      initialData: () => {
        const env = getEnv();
        return env.chainId === chainId && env.defaultTokenAddress ? env.defaultTokenAddress : undefined;
      },
    }),
  );
}
