import { type ReactNode, useCallback, useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { CloseButton } from '../../../components/ui/close-button.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SectionError } from '../../../components/ui/section-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../lib/toast.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { useMarkSeen } from '../hooks/use-mark-seen.ts';
import { NotificationRow } from './notification-row.tsx';

type NotificationsPanelProps = { account: string; onClose: () => void };

function PanelSkeleton() {
  return (
    <div role="status" aria-label="Loading your notifications" className="flex flex-col gap-2 p-3">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-start gap-3 py-2">
          <Skeleton className="size-12 shrink-0 rounded-lg" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-full rounded" />
            <Skeleton className="h-3 w-16 rounded" />
          </div>
        </div>
      ))}
    </div>
  );
}

function EmptyState({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <p className="font-semibold text-fg">No notifications yet.</p>
      <p className="text-sm text-muted">
        Offers on your items, your sales, outbid offers and price alerts from your watchlist appear here.
      </p>
      <Link to="/watchlist" onClick={onNavigate} className={buttonClasses('outline')}>
        Open your watchlist
      </Link>
    </div>
  );
}

/** "Your notifications": newest first; opening it marks what it shows read (decision 0088). */
export function NotificationsPanel({ account, onClose }: NotificationsPanelProps) {
  const headingId = useId();
  const list = useNotifications(account);
  const unread = useUnreadCount(account);
  const mark = useMarkNotificationsRead(account);
  const { mutate } = mark;
  const markRead = useCallback(
    (body: { ids: number[] } | { all: true }) =>
      mutate(body, { onError: (error) => toast.error(`Could not mark as read: ${error.message}`) }),
    [mutate],
  );
  const fresh = useMarkSeen(list.data?.pages, markRead);
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const unreadCount = unread.data ?? 0;

  let body: ReactNode;
  if (list.isPending) body = <PanelSkeleton />;
  else if (list.isError && items.length === 0)
    body = (
      <div className="p-3">
        <SectionError what="notifications" onRetry={() => void list.refetch()} retrying={list.isFetching} />
      </div>
    );
  else if (items.length === 0) body = <EmptyState onNavigate={onClose} />;
  else
    body = (
      <>
        <ul className="flex flex-col gap-1 p-1">
          {items.map((notification) => (
            <NotificationRow
              key={notification.id}
              notification={notification}
              fresh={fresh.has(notification.id)}
              onNavigate={onClose}
            />
          ))}
        </ul>
        {(list.hasNextPage || list.isFetchNextPageError) && (
          <div className="px-3 pb-3">
            <LoadMore
              query={list}
              pageCount={pages.length}
              what="older notifications"
              label="Show older"
              auto={false}
            />
          </div>
        )}
      </>
    );

  return (
    <Modal
      open
      onClose={onClose}
      labelledBy={headingId}
      placement="right"
      className="flex h-full w-[min(26rem,100%)] flex-col border-l motion-safe:animate-[slide-in-right_200ms_ease-out]"
    >
      <div className="flex items-center justify-between gap-2 border-b border-card-border p-4">
        <h2 id={headingId} className="text-lg font-bold text-gold">
          Your notifications
        </h2>
        <CloseButton label="Close notifications" onClick={onClose} />
      </div>
      <div className="flex items-center justify-between gap-2 px-4 py-2">
        <p className="text-sm text-muted" aria-live="polite">
          {unreadCount > 0 ? `${unreadCount} unread` : 'All caught up'}
        </p>
        <Button
          variant="ghost"
          disabled={unreadCount === 0 || mark.isPending}
          onClick={() => markRead({ all: true })}
        >
          Mark all as read
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">{body}</div>
      <div className="border-t border-card-border p-4">
        <Link
          to="/watchlist"
          onClick={onClose}
          className="text-sm font-semibold text-gold underline-offset-4 hover:underline"
        >
          Your watchlist
        </Link>
      </div>
    </Modal>
  );
}
