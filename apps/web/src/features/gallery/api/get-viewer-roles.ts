import { JudgeLookupResponseSchema } from '@guardians/shared/contest';
import { useQuery } from '@tanstack/react-query';
import { getAdminStatusQueryOptions } from '../../../lib/api/get-admin-status.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { GALLERY_KEY } from './gallery-source.ts';

const JudgeSchema = JudgeLookupResponseSchema.shape.data;

/** Spec 6: a judge is anyone the lookup returns data for; spec 5: it runs only with an account. */
export function useIsJudge(account: string | null) {
  return useQuery({
    queryKey: [GALLERY_KEY, 'judge', account] as const,
    queryFn: async ({ signal }) => {
      const data = await apiRequest(`/api/art-contests/artist-judge/${account}`, { signal });
      return JudgeSchema.parse(data) !== null;
    },
    enabled: account !== null,
    staleTime: 5 * 60_000,
  });
}

/**
 * Whether the session may use the admin edit view: its roles grant `submissions:disable`, which the
 * server checks on every toggle (false for visitors, judges and everyone else). The same cached
 * /api/admin/me answer as the account menu and the console.
 */
export function useIsAdmin(enabled: boolean, account: string | null) {
  return useQuery({
    ...getAdminStatusQueryOptions(account),
    select: (status) => status.permissions.includes('submissions:disable'),
    enabled,
  });
}
