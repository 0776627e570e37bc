import { type ContestSettings, ContestSettingsResponseSchema } from '@guardians/shared/contest';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './query-keys.ts';

/** GET /api/admin/contest (contest:edit): the claim threshold in force and who last set it. */
async function getContestSettings(signal?: AbortSignal): Promise<ContestSettings> {
  const data = await apiRequest('/api/admin/contest', signal ? { signal } : {});
  return ContestSettingsResponseSchema.shape.data.parse(data);
}

function getContestSettingsQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'contest-settings'] as const,
    queryFn: ({ signal }) => getContestSettings(signal),
    // The form starts from it: always the stored state when the page opens.
    staleTime: 0,
  });
}

export function useContestSettings() {
  return useQuery(getContestSettingsQueryOptions());
}

/** PUT /api/admin/contest: a number of claims, or null for the site's default. */
async function updateContestSettings(claimThreshold: number | null): Promise<ContestSettings> {
  // With an Idempotency-Key (no `kind`): a retried save must not write a second audit entry.
  const data = await apiRequest('/api/admin/contest', { method: 'PUT', body: { claimThreshold } });
  return ContestSettingsResponseSchema.shape.data.parse(data);
}

export function useUpdateContestSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContestSettings,
    onSuccess: (saved) => queryClient.setQueryData(getContestSettingsQueryOptions().queryKey, saved),
  });
}
