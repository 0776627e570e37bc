import { type ConsoleLoreEntry, ConsoleLoreResponseSchema } from '@guardians/shared/editorial';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contentLoreKey, type LoreSection } from './content-lore.ts';

type LoreChange = { id: string; isOpened: boolean };

/**
 * PATCH /api/admin/{stories,odyssey}/{id}: opens or locks the entry. Sent with an Idempotency-Key
 * although it sets a state: a retry without one would write a second audit entry.
 */
async function setLoreOpen(section: LoreSection, { id, isOpened }: LoreChange): Promise<ConsoleLoreEntry> {
  const data = await apiRequest(`/api/admin/${section}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { isOpened },
  });
  return ConsoleLoreResponseSchema.shape.data.parse(data);
}

export function useSetLoreOpen(section: LoreSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LoreChange) => setLoreOpen(section, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentLoreKey }),
  });
}
