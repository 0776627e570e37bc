import { type Judge, JudgeListResponseSchema } from '@guardians/shared/contest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './query-keys.ts';

/** GET /api/admin/judges (contest:edit): every judge of the contest, by name. */
async function getContestJudges(signal?: AbortSignal): Promise<Judge[]> {
  const data = await apiRequest('/api/admin/judges', signal ? { signal } : {});
  return JudgeListResponseSchema.shape.data.parse(data).items;
}

export function getContestJudgesQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'judges'] as const,
    queryFn: ({ signal }) => getContestJudges(signal),
    staleTime: 0,
  });
}

export function useContestJudges() {
  return useQuery(getContestJudgesQueryOptions());
}
