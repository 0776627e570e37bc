import { type CreateWatchBody, type Watch, WatchResponseSchema } from '@guardians/shared/watchlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { WATCHLIST_KEY } from './get-watchlist.ts';

/**
 * POST /api/watchlist: watching the same target again answers the stored watch (its alert price
 * replaced when one is sent), so a retry lands on the same state and needs no idempotency key.
 */
async function saveWatch(body: CreateWatchBody): Promise<Watch> {
  const data = await apiRequest('/api/watchlist', { method: 'POST', kind: 'sets-state', body });
  return WatchResponseSchema.shape.data.parse(data);
}

export function useSaveWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWatch,
    // Every account's list: a visitor who signed in on the way has no account in this render yet.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WATCHLIST_KEY] }),
  });
}
