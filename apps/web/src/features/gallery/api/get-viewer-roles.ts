import { JudgeLookupResponseSchema } from '@guardians/shared/contest';
import { AdminStatusResponseSchema } from '@guardians/shared/gallery';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { GALLERY_KEY } from './gallery-source.ts';

const JudgeSchema = JudgeLookupResponseSchema.shape.data;
const AdminSchema = AdminStatusResponseSchema.shape.data;

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

/** Whether the session may use the admin edit view (false for visitors and everyone else). */
export function useIsAdmin(enabled: boolean, account: string | null) {
  return useQuery({
    // The session decides; the wallet is in the key so a switch of account asks again.
    queryKey: [GALLERY_KEY, 'admin-me', account] as const,
    queryFn: async ({ signal }) => AdminSchema.parse(await apiRequest('/api/admin/me', { signal })).isAdmin,
    enabled,
    staleTime: 60_000,
  });
}
