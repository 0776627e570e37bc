import { type OdysseyItem, OdysseyListResponseSchema } from '@guardians/shared/editorial';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { HOME_KEY } from './home-keys.ts';

/** GET /api/odyssey/all: the four stages in order, open or locked. */
async function getOdyssey(signal?: AbortSignal): Promise<OdysseyItem[]> {
  const data = await apiRequest('/api/odyssey/all', signal ? { signal } : {});
  return OdysseyListResponseSchema.shape.data.parse(data).items;
}

export function useOdyssey() {
  return useQuery(
    queryOptions({
      queryKey: [HOME_KEY, 'odyssey'] as const,
      queryFn: ({ signal }) => getOdyssey(signal),
      staleTime: 5 * 60_000,
    }),
  );
}
