import { type QuestCompletion, QuestCompletionResponseSchema } from '@guardians/shared/quests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { consoleQuestsKey } from './get-console-quests.ts';
import { reviewQueueKey } from './get-review-queue.ts';

type Rejection = { id: string; reason: string };

/** POST …/approve: pays the quest's coins (once, however often it is approved). */
async function approveCompletion(id: string): Promise<QuestCompletion> {
  const data = await apiRequest(`/api/admin/quest-completions/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
  });
  return QuestCompletionResponseSchema.shape.data.parse(data);
}

/** POST …/reject with the reason the member reads on the quest (none when left empty). */
async function rejectCompletion({ id, reason }: Rejection): Promise<QuestCompletion> {
  const data = await apiRequest(`/api/admin/quest-completions/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body: reason ? { reason } : {},
  });
  return QuestCompletionResponseSchema.shape.data.parse(data);
}

function useReviewMutation<T>(mutationFn: (input: T) => Promise<QuestCompletion>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The queue, the quests' pending counts, and balances and ranks (an approval pays).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewQueueKey }),
        queryClient.invalidateQueries({ queryKey: consoleQuestsKey }),
        queryClient.invalidateQueries({ queryKey: [keyRoots.quests] }),
        queryClient.invalidateQueries({ queryKey: [keyRoots.points] }),
      ]),
  });
}

export const useApproveCompletion = () => useReviewMutation(approveCompletion);
export const useRejectCompletion = () => useReviewMutation(rejectCompletion);
