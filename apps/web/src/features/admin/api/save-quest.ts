import { type Quest, type QuestForm, QuestResponseSchema } from '@guardians/shared/quests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { consoleQuestsKey, getAllConsoleQuests } from './get-console-quests.ts';

/** A new quest (no id) or the whole of an existing one. */
type QuestSave = { id: number | null; form: QuestForm };

/** After the last quest: a new one joins the end of the list, where the operator looks for it. */
async function nextPosition(): Promise<number> {
  const quests = await getAllConsoleQuests();
  return quests.reduce((last, quest) => Math.max(last, quest.position + 1), 0);
}

/** POST /api/admin/quests (201) or PUT /api/admin/quests/{id}: the quest as stored. */
async function saveQuest({ id, form }: QuestSave): Promise<Quest> {
  const data =
    id === null
      ? await apiRequest('/api/admin/quests', {
          method: 'POST',
          body: { ...form, position: await nextPosition() },
        })
      : // With an Idempotency-Key (no `kind`): a retried save must not write a second audit entry.
        await apiRequest(`/api/admin/quests/${id}`, { method: 'PUT', body: form });
  return QuestResponseSchema.shape.data.parse(data);
}

/** Saves a quest; the console's lists and the members' quest pages in this tab follow. */
export function useSaveQuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuest,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleQuestsKey }),
        queryClient.invalidateQueries({ queryKey: [keyRoots.quests] }),
      ]),
  });
}
