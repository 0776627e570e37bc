import {
  type CollectionHistory,
  CollectionHistoryResponseSchema,
  type TimeRange,
} from '@guardians/shared/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/collections/:token/stats/history: volume, sales and floor per hour (1D) or day. */
async function getCollectionHistory(
  collectionRef: string,
  chainId: number,
  interval: TimeRange,
  signal?: AbortSignal,
): Promise<CollectionHistory> {
  const query = new URLSearchParams({ chainId: String(chainId), interval });
  const data = await apiRequest(
    `/api/collections/${encodeURIComponent(collectionRef)}/stats/history?${query}`,
    signal ? { signal } : {},
  );
  return CollectionHistoryResponseSchema.shape.data.parse(data);
}

function getCollectionHistoryQueryOptions(collectionRef: string, chainId: number, interval: TimeRange) {
  return queryOptions({
    queryKey: [keyRoots.collectionHistory, { collectionRef, chainId, interval }] as const,
    queryFn: ({ signal }) => getCollectionHistory(collectionRef, chainId, interval, signal),
    // The newest bucket moves with every sale: a minute is fresh enough for a chart.
    staleTime: 60_000,
  });
}

/** While another interval loads, the current chart stays (dimmed) instead of flashing a skeleton. */
export function useCollectionHistory(collectionRef: string, chainId: number, interval: TimeRange) {
  return useQuery({
    ...getCollectionHistoryQueryOptions(collectionRef, chainId, interval),
    placeholderData: keepPreviousData,
  });
}
