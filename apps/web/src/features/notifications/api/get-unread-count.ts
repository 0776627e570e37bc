import { CountResponseSchema } from '@guardians/shared/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Asked again this often while the tab is open: the live stream says when to ask at once, this is
 * the safety net when it cannot (a node without the change feed, a stream still reconnecting).
 */
const UNREAD_POLL_MS = 60_000;

/** GET /api/notifications/unread-count: the bell's number. */
async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const data = await apiRequest('/api/notifications/unread-count', signal ? { signal } : {});
  return CountResponseSchema.shape.data.parse(data);
}

/** `account` keys the cache (the server answers for the session's account, the same one). */
export function getUnreadCountQueryOptions(account: string) {
  return queryOptions({
    queryKey: [keyRoots.notifications, account, 'unread-count'] as const,
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: UNREAD_POLL_MS,
  });
}

/** Asks nothing for a visitor (`account` null). */
export function useUnreadCount(account: string | null) {
  return useQuery({ ...getUnreadCountQueryOptions(account ?? ''), enabled: account !== null });
}
