import { type Profile, ProfileSchema } from '@guardians/shared/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** A wallet that never saved a profile: the page still shows it, by its shortened address. */
function emptyProfile(account: `0x${string}`): Profile {
  return {
    account,
    username: null,
    biography: null,
    image: null,
    bannerImage: null,
    url: null,
    location: null,
    guardianId: null,
  };
}

/** GET /api/users/:account; an unknown account (404) is an empty profile, not an error. */
async function getProfile(account: `0x${string}`, chainId: number, signal?: AbortSignal): Promise<Profile> {
  try {
    const data = await apiRequest(`/api/users/${account}?chainId=${chainId}`, signal ? { signal } : {});
    return ProfileSchema.parse(data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return emptyProfile(account);
    throw error;
  }
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
