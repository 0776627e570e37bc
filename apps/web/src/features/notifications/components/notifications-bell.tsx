import { useSignedInAccount } from '../../../lib/auth/use-signed-in-account.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { setNotificationsPanelOpen, useNotificationsPanelOpen } from '../utils/panel-store.ts';

type NotificationsBellProps = {
  /** 'bar': an icon button in the navbar; 'drawer': a full-width row in the mobile drawer. */
  variant?: 'bar' | 'drawer';
  /** Runs before the panel opens, e.g. to close the drawer that holds this button. */
  onBeforeOpen?: () => void;
  className?: string;
};

/** What the badge shows: the count up to 99. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path
        d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The bell of a signed-in person: "Notifications, 3 unread" with the count on a badge; it opens
 * "Your notifications". Nothing for a visitor or a wallet that has not signed.
 */
export function NotificationsBell({ variant = 'bar', onBeforeOpen, className = '' }: NotificationsBellProps) {
  const account = useSignedInAccount();
  const unread = useUnreadCount(account);
  const open = useNotificationsPanelOpen();
  if (!account) return null;
  const count = unread.data ?? 0;
  const shape =
    variant === 'bar'
      ? 'size-11 justify-center rounded-full hover:bg-white/10'
      : 'min-h-11 w-full justify-center gap-2 rounded-full border border-gold/70 px-4 text-sm font-semibold hover:bg-gold/10';
  return (
    <button
      type="button"
      aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => {
        onBeforeOpen?.();
        setNotificationsPanelOpen(true);
      }}
      className={`relative inline-flex shrink-0 items-center text-fg transition-colors ${shape} ${className}`}
    >
      <BellIcon />
      {variant === 'drawer' && <span>Notifications</span>}
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="notifications-badge"
          className={`min-w-5 rounded-full bg-koi px-1 text-center text-[11px] leading-5 font-bold text-night tabular-nums ${
            variant === 'bar' ? 'absolute -top-0.5 -right-0.5' : ''
          }`}
        >
          {badgeText(count)}
        </span>
      )}
    </button>
  );
}

/** A dot on the menu button while something is unread: under 640 px the bell sits in the drawer. */
export function UnreadDot({ className = '' }: { className?: string }) {
  const account = useSignedInAccount();
  const unread = useUnreadCount(account);
  if (!account || !unread.data) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="menu-unread-dot"
      className={`absolute top-2 right-2 size-2.5 rounded-full bg-koi ring-2 ring-bg ${className}`}
    />
  );
}
