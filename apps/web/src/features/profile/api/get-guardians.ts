import { GUARDIANS_PAGE_SIZE, type Guardian, GuardianListResponseSchema } from '@guardians/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ONE_OFF_PARSE } from '../../../lib/env.ts';

const ListSchema = GuardianListResponseSchema.shape.data;

/** GET /api/guardians/all, first page (spec 9: 50), the choices of the profile editor. */
export async function getGuardians(signal?: AbortSignal): Promise<Guardian[]> {
  const data = await apiRequest(
    `/api/guardians/all?offset=0&limit=${GUARDIANS_PAGE_SIZE}`,
    signal ? { signal } : {},
  );
  return ListSchema.parse(data, ONE_OFF_PARSE).items;
}

export function getGuardiansQueryOptions() {
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
