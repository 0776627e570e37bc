import { UsernameAvailabilityResponseSchema } from '@guardians/shared/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/users/is-available-username/:username: true when nobody uses it, in any letter case. */
async function getUsernameAvailability(username: string, signal?: AbortSignal): Promise<boolean> {
  const data = await apiRequest(
    `/api/users/is-available-username/${encodeURIComponent(username)}`,
    signal ? { signal } : {},
  );
  return UsernameAvailabilityResponseSchema.shape.data.parse(data);
}

function getUsernameAvailabilityQueryOptions(username: string) {
  return queryOptions({
    queryKey: ['username-availability', { username: username.toLowerCase() }] as const,
    queryFn: ({ signal }) => getUsernameAvailability(username, signal),
    // Someone else may take a name at any time: a cached answer is only good for a short while.
    staleTime: 5_000,
    retry: false,
  });
}

export function useUsernameAvailability(username: string, enabled: boolean) {
  return useQuery({ ...getUsernameAvailabilityQueryOptions(username), enabled });
}
