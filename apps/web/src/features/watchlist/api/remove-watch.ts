import { type Watch, WatchResponseSchema } from '@guardians/shared/watchlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { WATCHLIST_KEY } from './get-watchlist.ts';

/**
 * DELETE /api/watchlist/{id}: sent with an idempotency key, so a retry after a lost answer gets the
 * first answer back instead of a 404 for the watch it already removed.
 */
async function removeWatch(id: number): Promise<Watch> {
  const data = await apiRequest(`/api/watchlist/${id}`, { method: 'DELETE' });
  return WatchResponseSchema.shape.data.parse(data);
}

export function useRemoveWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWatch,
    // Every account's list: a visitor who signed in on the way has no account in this render yet.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WATCHLIST_KEY] }),
  });
}
