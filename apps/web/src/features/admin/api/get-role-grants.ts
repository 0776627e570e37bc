import { type RoleGrant, RoleGrantListResponseSchema } from '@guardians/shared/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './query-keys.ts';

/** GET /api/admin/roles (roles:grant): ADMIN_ACCOUNTS' owners first, then the console's grants. */
async function getRoleGrants(signal?: AbortSignal): Promise<RoleGrant[]> {
  const data = await apiRequest('/api/admin/roles', signal ? { signal } : {});
  return RoleGrantListResponseSchema.shape.data.parse(data).items;
}

export function getRoleGrantsQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'roles'] as const,
    queryFn: ({ signal }) => getRoleGrants(signal),
    staleTime: 0,
  });
}

export function useRoleGrants() {
  return useQuery(getRoleGrantsQueryOptions());
}
