import { UserQuestResponseSchema } from '@guardians/shared/quests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { QUESTS_KEY } from './query-keys.ts';

/**
 * POST /api/quests/users/{questId}: the server checks the requirement itself (409 with its reason
 * when unmet); `proof` is read by admin-reviewed quests only. Sent again, it pays nothing more and
 * answers the completion there is, so it goes as a write that sets a state.
 */
async function completeQuest(questId: number, body: { proof?: string }) {
  const data = await apiRequest(`/api/quests/users/${questId}`, { method: 'POST', kind: 'sets-state', body });
  return UserQuestResponseSchema.shape.data.parse(data);
}

export function useCompleteQuestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questId, proof }: { questId: number; proof?: string }) =>
      completeQuest(questId, proof === undefined ? {} : { proof }),
    onSettled: async () => {
      // Points and the leaderboard move with a completion; the navbar balance lives under 'points'.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [QUESTS_KEY] }),
        queryClient.invalidateQueries({ queryKey: [keyRoots.points] }),
      ]);
    },
  });
}
