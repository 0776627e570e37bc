import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationPage,
  NotificationPageSchema,
} from '@guardians/shared/notifications';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/notifications?offset&limit: newest first, with the whole list's total and unread count. */
async function getNotificationsPage(offset: number, signal?: AbortSignal): Promise<NotificationPage> {
  const data = await apiRequest(
    `/api/notifications?offset=${offset}&limit=${NOTIFICATIONS_PAGE_SIZE}`,
    signal ? { signal } : {},
  );
  return NotificationPageSchema.parse(data);
}

/** The next offset while notifications remain, else undefined (the end). */
function nextOffset(pages: NotificationPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  const total = pages.at(-1)?.total ?? 0;
  return loaded < total ? loaded : undefined;
}

export function getNotificationsQueryOptions(account: string) {
  return infiniteQueryOptions({
    queryKey: [keyRoots.notifications, account, 'list'] as const,
    queryFn: ({ pageParam, signal }) => getNotificationsPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last: NotificationPage, pages: NotificationPage[]) => nextOffset(pages),
  });
}

/** Read only while the panel is open (`account` set). */
export function useNotifications(account: string | null) {
  return useInfiniteQuery({ ...getNotificationsQueryOptions(account ?? ''), enabled: account !== null });
}
