import { GUARDIANS_PAGE_SIZE, type Guardian, GuardianListResponseSchema } from '@guardians/shared/community';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

/**
 * GET /api/guardians/all, one page of 50 (spec 9): the five Guardians of the lore fit in it. The
 * Guardians pages and the profile editor's choice both read it.
 */
async function getGuardians(signal?: AbortSignal): Promise<Guardian[]> {
  const data = await apiRequest(
    `/api/guardians/all?offset=0&limit=${GUARDIANS_PAGE_SIZE}`,
    signal ? { signal } : {},
  );
  return GuardianListResponseSchema.shape.data.parse(data).items;
}

function getGuardiansQueryOptions() {
  return queryOptions({
    queryKey: ['guardians', { offset: 0, limit: GUARDIANS_PAGE_SIZE }] as const,
    queryFn: ({ signal }) => getGuardians(signal),
    // The lore changes only with a redeploy.
    staleTime: 30 * 60_000,
  });
}

export function useGuardians() {
  return useQuery(getGuardiansQueryOptions());
}
