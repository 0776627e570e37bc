import { type OdysseyDetail, OdysseyDetailResponseSchema } from '@guardians/shared/editorial';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refuseUnlessOpen, retryUnlessAnswered } from './api-status.ts';
import { getOdysseyItemsQueryOptions } from './get-odyssey-items.ts';
import { EDITORIAL_KEY, EDITORIAL_STALE_MS } from './query-keys.ts';

const DetailSchema = OdysseyDetailResponseSchema.shape.data;

/** GET /api/odyssey/{id}: 403 while the stage is locked, 404 for an unknown id. */
async function getOdysseyItem(id: string, signal?: AbortSignal): Promise<OdysseyDetail> {
  const data = await apiRequest(`/api/odyssey/${encodeURIComponent(id)}`, signal ? { signal } : {});
  return DetailSchema.parse(data);
}

function getOdysseyItemQueryOptions(id: string, queryClient: QueryClient) {
  return queryOptions({
    queryKey: [EDITORIAL_KEY, 'odyssey', id] as const,
    queryFn: async ({ signal }) => {
      refuseUnlessOpen(await queryClient.fetchQuery(getOdysseyItemsQueryOptions()), id);
      return getOdysseyItem(id, signal);
    },
    staleTime: EDITORIAL_STALE_MS,
    retry: retryUnlessAnswered,
  });
}

export function useOdysseyItem(id: string) {
  const queryClient = useQueryClient();
  return useQuery(getOdysseyItemQueryOptions(id, queryClient));
}
