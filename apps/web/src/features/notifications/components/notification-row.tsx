import type { Notification } from '@guardians/shared/notifications';
import { Link } from 'react-router';
import { assetUrl } from '../../../lib/asset-url.ts';
import { formatSpecDate } from '../../../lib/format-date.ts';
import { formatRelativeTime } from '../../../lib/relative-time.ts';
import { targetHref } from '../utils/notification-target.ts';
import { NotificationText } from './notification-text.tsx';

type NotificationRowProps = {
  notification: Notification;
  /** Unread when the panel showed it: marked "New" for this viewing, though opening marked it read. */
  fresh: boolean;
  onNavigate: () => void;
};

/** One notification: the picture, the sentence, how long ago; the whole row opens its page. */
export function NotificationRow({ notification, fresh, onNavigate }: NotificationRowProps) {
  const picture = assetUrl(notification.target.image);
  return (
    <li data-testid="notification">
      <Link
        to={targetHref(notification.target)}
        onClick={onNavigate}
        className={`flex min-h-11 items-start gap-3 rounded-xl px-3 py-3 text-sm text-muted hover:bg-white/5 focus-visible:bg-white/5 ${
          fresh ? 'bg-gold/5' : ''
        }`}
      >
        {picture ? (
          <img
            src={picture}
            alt=""
            loading="lazy"
            className="size-12 shrink-0 rounded-lg bg-night object-cover"
          />
        ) : (
          <span aria-hidden="true" className="size-12 shrink-0 rounded-lg bg-night" />
        )}
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="break-words">
            {fresh && <span className="sr-only">New: </span>}
            <NotificationText notification={notification} />
          </span>
          <time
            dateTime={notification.createdAt}
            title={formatSpecDate(notification.createdAt)}
            className="text-xs text-muted"
          >
            {formatRelativeTime(notification.createdAt)}
          </time>
        </span>
        {fresh && (
          <span
            aria-hidden="true"
            data-testid="unread-dot"
            className="mt-1.5 size-2.5 shrink-0 rounded-full bg-koi"
          />
        )}
      </Link>
    </li>
  );
}
