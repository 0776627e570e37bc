import { DefaultCollectionResponseSchema } from '@guardians/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getEnv, ONE_OFF_PARSE } from '../../../lib/env.ts';

type DefaultCollection = { tokenAddress: `0x${string}` | null };

/** GET /api/defaultCollection: the collection /explore shows (null until one exists). */
export async function getDefaultCollection(
  chainId: number,
  signal?: AbortSignal,
): Promise<DefaultCollection> {
  const data = await apiRequest(`/api/defaultCollection?chainId=${chainId}`, signal ? { signal } : {});
  return DefaultCollectionResponseSchema.shape.data.parse(data, ONE_OFF_PARSE);
}

export function getDefaultCollectionQueryOptions(chainId: number) {
  // The page was served with the same answer inlined: no round trip before the item can load.
  const inlined = getEnv().defaultTokenAddress;
  return queryOptions({
    queryKey: ['default-collection', { chainId }] as const,
    queryFn: ({ signal }) => getDefaultCollection(chainId, signal),
    ...(inlined ? { initialData: { tokenAddress: inlined } } : {}),
  });
}

export function useDefaultCollection(chainId: number) {
  return useQuery(getDefaultCollectionQueryOptions(chainId));
}
