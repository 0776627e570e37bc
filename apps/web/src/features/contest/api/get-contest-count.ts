import { CountResponseSchema } from '@guardians/shared/common';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contestKeys } from './contest-keys.ts';

const CountSchema = CountResponseSchema.shape.data;

/** GET /api/art-contests/gallery/totalCount: how many Guardians can be claimed. */
async function getContestCount(signal?: AbortSignal): Promise<number> {
  const data = await apiRequest('/api/art-contests/gallery/totalCount', signal ? { signal } : {});
  return CountSchema.parse(data);
}

export function useContestCount() {
  return useQuery({
    queryKey: contestKeys.count(),
    queryFn: ({ signal }) => getContestCount(signal),
    staleTime: 5 * 60_000,
  });
}
