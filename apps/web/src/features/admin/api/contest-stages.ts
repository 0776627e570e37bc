import { type ContestStage, ContestStageListResponseSchema } from '@guardians/shared/contest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './query-keys.ts';

/** GET /api/art-contests/stages (public): the console edits the very list visitors read, by start. */
async function getConsoleStages(signal?: AbortSignal): Promise<ContestStage[]> {
  const data = await apiRequest('/api/art-contests/stages', signal ? { signal } : {});
  return ContestStageListResponseSchema.shape.data.parse(data).items;
}

export function getConsoleStagesQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'contest-stages'] as const,
    queryFn: ({ signal }) => getConsoleStages(signal),
    staleTime: 0,
  });
}

export function useConsoleStages() {
  return useQuery(getConsoleStagesQueryOptions());
}
