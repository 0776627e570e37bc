import { CountResponseSchema } from '@guardians/shared/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/collections/:token/unique-owners: the owners count when the stats have none (spec 4). */
async function getUniqueOwners(
  collectionRef: string,
  chainId: number,
  signal?: AbortSignal,
): Promise<number> {
  const data = await apiRequest(
    `/api/collections/${encodeURIComponent(collectionRef)}/unique-owners?chainId=${chainId}`,
    signal ? { signal } : {},
  );
  return CountResponseSchema.shape.data.parse(data);
}

function getUniqueOwnersQueryOptions(collectionRef: string, chainId: number) {
  return queryOptions({
    queryKey: [keyRoots.collectionUniqueOwners, { collectionRef, chainId }] as const,
    queryFn: ({ signal }) => getUniqueOwners(collectionRef, chainId, signal),
  });
}

/** Asked only when `enabled` (the stats carry no num_owners). */
export function useUniqueOwners(collectionRef: string, chainId: number, enabled: boolean) {
  return useQuery({ ...getUniqueOwnersQueryOptions(collectionRef, chainId), enabled });
}
