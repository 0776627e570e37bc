import {
  type MarkNotificationsReadBody,
  MarkNotificationsReadResponseSchema,
  type MarkNotificationsReadResult,
} from '@guardians/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getNotificationsQueryOptions } from './get-notifications.ts';
import { getUnreadCountQueryOptions } from './get-unread-count.ts';

/** POST /api/notifications/read: marking read twice reads the same, so it is retried without a key. */
async function markNotificationsRead(body: MarkNotificationsReadBody): Promise<MarkNotificationsReadResult> {
  const data = await apiRequest('/api/notifications/read', { method: 'POST', kind: 'sets-state', body });
  return MarkNotificationsReadResponseSchema.shape.data.parse(data);
}

/** Marks read and puts the server's new unread count on the bell; the list is read again. */
export function useMarkNotificationsRead(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: async ({ unread }) => {
      queryClient.setQueryData(getUnreadCountQueryOptions(account).queryKey, unread);
      await queryClient.invalidateQueries({ queryKey: getNotificationsQueryOptions(account).queryKey });
    },
  });
}
