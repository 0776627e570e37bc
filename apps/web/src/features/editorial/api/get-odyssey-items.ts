import { type OdysseyItem, OdysseyListResponseSchema } from '@guardians/shared/editorial';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { EDITORIAL_KEY, EDITORIAL_STALE_MS } from './query-keys.ts';

const ListSchema = OdysseyListResponseSchema.shape.data;

/** GET /api/odyssey/all: the stages of the journey in order, locked ones included. */
async function getOdysseyItems(signal?: AbortSignal): Promise<OdysseyItem[]> {
  const data = await apiRequest('/api/odyssey/all', signal ? { signal } : {});
  return ListSchema.parse(data).items;
}

export function getOdysseyItemsQueryOptions() {
  return queryOptions({
    queryKey: [EDITORIAL_KEY, 'odyssey'] as const,
    queryFn: ({ signal }) => getOdysseyItems(signal),
    staleTime: EDITORIAL_STALE_MS,
  });
}

export function useOdysseyItems() {
  return useQuery(getOdysseyItemsQueryOptions());
}
