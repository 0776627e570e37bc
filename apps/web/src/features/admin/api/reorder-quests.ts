import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { movedOrder, type RowMove } from '../utils/list-order.ts';
import { consoleQuestsKey, getAllConsoleQuests } from './get-console-quests.ts';

/**
 * Moves a quest one place: reads the whole order as it stands now (another operator may have
 * changed it), then PUT /api/admin/quests/order with every id. Answers the quest's new index.
 */
async function moveQuest({ id, step }: RowMove): Promise<number> {
  const ids = (await getAllConsoleQuests()).map((quest) => quest._id);
  const order = movedOrder(ids, id, step);
  if (!order) return ids.indexOf(id);
  await apiRequest('/api/admin/quests/order', { method: 'PUT', body: { ids: order } });
  return order.indexOf(id);
}

export function useMoveQuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveQuest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleQuestsKey }),
        queryClient.invalidateQueries({ queryKey: [keyRoots.quests] }),
      ]),
  });
}
