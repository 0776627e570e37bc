import { type Watch, WatchResponseSchema } from '@guardians/shared/watchlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { WATCHLIST_KEY } from './get-watchlist.ts';

/** PUT /api/watchlist/{id}: the alert price in wei, or null for none (a state: retried as is). */
async function updateWatch({
  id,
  alertPriceWei,
}: {
  id: number;
  alertPriceWei: string | null;
}): Promise<Watch> {
  const data = await apiRequest(`/api/watchlist/${id}`, {
    method: 'PUT',
    kind: 'sets-state',
    body: { alertPriceWei },
  });
  return WatchResponseSchema.shape.data.parse(data);
}

export function useUpdateWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWatch,
    // Every account's list: a visitor who signed in on the way has no account in this render yet.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WATCHLIST_KEY] }),
  });
}
