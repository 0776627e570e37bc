import { type Traits, UniqueAttributesResponseSchema } from '@guardians/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBaseUrl, toApiError } from '../api-client.ts';
import { getEnv } from '../env.ts';
import { keyRoots } from './query-keys.ts';

/** Trait type -> values (`data`), and trait type -> value -> live tokens with it (`counts`). */
export type UniqueAttributes = { data: Traits; counts: Record<string, Record<string, number>> };

/**
 * GET /api/collections/:token/unique-attributes: trait type -> values, and the count of each
 * value. Its own fetch: the counts sit beside `data`, which the API client would drop.
 */
async function getUniqueAttributes(
  collectionRef: string,
  chainId: number,
  signal?: AbortSignal,
): Promise<UniqueAttributes> {
  const response = await fetch(
    `${apiBaseUrl(getEnv().apiUrl)}/api/collections/${encodeURIComponent(collectionRef)}/unique-attributes?chainId=${chainId}`,
    { headers: { accept: 'application/json' }, credentials: 'include', signal: signal ?? null },
  );
  if (!response.ok) throw await toApiError(response);
  return UniqueAttributesResponseSchema.parse(await response.json());
}

function getUniqueAttributesQueryOptions(collectionRef: string, chainId: number) {
  return queryOptions({
    queryKey: [keyRoots.collectionUniqueAttributes, { collectionRef, chainId }] as const,
    queryFn: ({ signal }) => getUniqueAttributes(collectionRef, chainId, signal),
  });
}

export function useUniqueAttributes(
  collectionRef: string,
  chainId: number,
  options: { refetchInterval?: number | false } = {},
) {
  return useQuery({
    ...getUniqueAttributesQueryOptions(collectionRef, chainId),
    refetchInterval: options.refetchInterval ?? false,
  });
}
