import { type ContestStage, ContestStageListResponseSchema } from '@guardians/shared/contest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/art-contests/stages (public): the contest's stages by start, as the console set them. */
async function getContestStages(signal?: AbortSignal): Promise<ContestStage[]> {
  const data = await apiRequest('/api/art-contests/stages', signal ? { signal } : {});
  return ContestStageListResponseSchema.shape.data.parse(data).items;
}

// Outside this feature's 'contest' keys: a claim does not move the dates, the console's edits do.
function getContestStagesQueryOptions() {
  return queryOptions({
    queryKey: [keyRoots.contestStages] as const,
    queryFn: ({ signal }) => getContestStages(signal),
    // Dates change a few times a contest: a visit need not ask again within minutes.
    staleTime: 5 * 60_000,
  });
}

export function useContestStages() {
  return useQuery(getContestStagesQueryOptions());
}
