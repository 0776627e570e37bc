import { ProfileSchema } from '@guardians/shared/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/users/:account: a wallet that never connected has an empty profile (all nulls), not a 404. */
async function getProfile(account: `0x${string}`, chainId: number, signal?: AbortSignal) {
  const data = await apiRequest(`/api/users/${account}?chainId=${chainId}`, signal ? { signal } : {});
  return ProfileSchema.parse(data);
}

export function getProfileQueryOptions(account: `0x${string}`, chainId: number) {
  return queryOptions({
    queryKey: ['profile', { account, chainId }] as const,
    queryFn: ({ signal }) => getProfile(account, chainId, signal),
  });
}

export function useProfile(account: `0x${string}`, chainId: number) {
  return useQuery(getProfileQueryOptions(account, chainId));
}
