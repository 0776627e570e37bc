import { InvitationResponseSchema } from '@guardians/shared/quests';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { QUESTS_KEY } from './query-keys.ts';

/** GET /api/quests/users-invitation/me: the signed-in caller's code, link and referrals. */
async function getInvitation(signal?: AbortSignal) {
  const data = await apiRequest('/api/quests/users-invitation/me', signal ? { signal } : {});
  return InvitationResponseSchema.shape.data.parse(data);
}

/** `account` keys the cache: the answer belongs to whoever is signed in. */
function getInvitationQueryOptions(account: string) {
  return queryOptions({
    queryKey: [QUESTS_KEY, 'invitation', account.toLowerCase()] as const,
    queryFn: ({ signal }) => getInvitation(signal),
    staleTime: 60_000,
  });
}

/** Only for a signed-in account: the endpoint answers 401 otherwise. */
export function useInvitation(account: string | undefined, signedIn: boolean) {
  return useQuery({ ...getInvitationQueryOptions(account ?? ''), enabled: Boolean(account) && signedIn });
}

/** POST /api/quests/users-invitation/redeem { code }. */
export function useRedeemInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/api/quests/users-invitation/redeem', { method: 'POST', body: { code } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [QUESTS_KEY] }),
        queryClient.invalidateQueries({ queryKey: [keyRoots.points] }),
      ]);
    },
  });
}
