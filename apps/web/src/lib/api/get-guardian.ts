import { type Guardian, GuardianResponseSchema } from '@guardians/shared/community';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../api-client.ts';

/** GET /api/guardians/guardian/id/:id (a Guardian's page, a profile's chosen Guardian); 404 for a number no Guardian has. */
async function getGuardian(id: number, signal?: AbortSignal): Promise<Guardian> {
  const data = await apiRequest(`/api/guardians/guardian/id/${id}`, signal ? { signal } : {});
  return GuardianResponseSchema.shape.data.parse(data);
}

function getGuardianQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['guardian', { id }] as const,
    queryFn: ({ signal }) => getGuardian(id, signal),
    staleTime: 30 * 60_000,
    // An unknown id will not appear on a second try; other failures may.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/** Nothing to fetch while there is no id (a profile without a Guardian). */
export function useGuardian(id: number | null) {
  return useQuery({ ...getGuardianQueryOptions(id ?? 0), enabled: id !== null });
}
