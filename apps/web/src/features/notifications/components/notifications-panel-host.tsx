import { lazy, Suspense, useEffect } from 'react';
import { useSignedInAccount } from '../../../lib/auth/use-signed-in-account.ts';
import { setNotificationsPanelOpen, useNotificationsPanelOpen } from '../utils/panel-store.ts';

// Its code loads the first time someone opens it: most visits never do.
const NotificationsPanel = lazy(async () => ({
  default: (await import('./notifications-panel.tsx')).NotificationsPanel,
}));

const close = () => setNotificationsPanelOpen(false);

/** Mounted once in the layout: the panel the bells open, for the signed-in account only. */
export function NotificationsPanelHost() {
  const open = useNotificationsPanelOpen();
  const account = useSignedInAccount();
  // Signing out closes it: the next person to sign in on this tab should not find it open.
  useEffect(() => {
    if (!account) close();
  }, [account]);
  if (!open || !account) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsPanel key={account} account={account} onClose={close} />
    </Suspense>
  );
}
