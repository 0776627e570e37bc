import { type Guardian, GuardianSchema } from '@guardians/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ONE_OFF_PARSE } from '../../../lib/env.ts';

/** GET /api/guardians/guardian/id/:id: the Guardian a profile chose. */
export async function getGuardian(id: number, signal?: AbortSignal): Promise<Guardian> {
  const data = await apiRequest(`/api/guardians/guardian/id/${id}`, signal ? { signal } : {});
  return GuardianSchema.parse(data, ONE_OFF_PARSE);
}

export function getGuardianQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['guardian', { id }] as const,
    queryFn: ({ signal }) => getGuardian(id, signal),
    staleTime: 30 * 60_000,
  });
}

/** Nothing to fetch while the profile has no Guardian. */
export function useGuardian(id: number | null) {
  return useQuery({ ...getGuardianQueryOptions(id ?? 0), enabled: id !== null });
}
