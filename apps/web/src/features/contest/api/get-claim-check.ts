import { type ClaimCheck, ClaimCheckResponseSchema } from '@guardians/shared/contest';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contestKeys } from './contest-keys.ts';

const CheckSchema = ClaimCheckResponseSchema.shape.data;

/** GET /api/art-contests/gallery/check/me: the caller's claim standing ({ false, 0, 0 } for visitors). */
export async function getClaimCheck(signal?: AbortSignal): Promise<ClaimCheck> {
  const data = await apiRequest('/api/art-contests/gallery/check/me', signal ? { signal } : {});
  return CheckSchema.parse(data);
}

/** Spec 5: account-dependent lookups run only with an account (here: a signed-in one). */
export function useClaimCheck(viewer: string | null) {
  return useQuery({
    queryKey: contestKeys.check(viewer),
    queryFn: ({ signal }) => getClaimCheck(signal),
    enabled: viewer !== null,
    staleTime: 30_000,
  });
}
