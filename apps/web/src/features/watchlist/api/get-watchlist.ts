import { type Watch, WatchListResponseSchema } from '@guardians/shared/watchlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every query of this feature starts with this key: one invalidation refreshes the page and the buttons. */
export const WATCHLIST_KEY = 'watchlist';

/** GET /api/watchlist: every watch of the signed-in person (at most 200, never paged). */
async function getWatchlist(signal?: AbortSignal): Promise<Watch[]> {
  const data = await apiRequest('/api/watchlist', signal ? { signal } : {});
  return WatchListResponseSchema.shape.data.parse(data).items;
}

/** `account` keys the cache: the server answers for the session's account, the same one. */
function getWatchlistQueryOptions(account: string) {
  return queryOptions({
    queryKey: [WATCHLIST_KEY, account] as const,
    queryFn: ({ signal }) => getWatchlist(signal),
    staleTime: 30_000,
  });
}

/** Asks nothing for a visitor (`account` null). */
export function useWatchlist(account: string | null) {
  return useQuery({ ...getWatchlistQueryOptions(account ?? ''), enabled: account !== null });
}
