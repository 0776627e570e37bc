import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '../../components/ui/toaster.tsx';
import { NotificationsPanelHost } from '../../features/notifications/components/notifications-panel-host.tsx';
import { useSiteTheme } from '../../features/site-config/hooks/use-site-theme.ts';
import { useLinkResult } from '../../features/social/hooks/use-link-result.ts';
import { ConnectDialog } from '../../features/wallet/components/connect-dialog.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { useSessionSync } from '../../lib/auth/use-session-sync.ts';
import { AccessModalHost } from './access-modal-host.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';

export function RootLayout() {
  const { data: config } = useSiteConfig();
  useSiteTheme(config?.styles);
  useSessionSync();
  useLinkResult();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-gold px-4 py-2 font-semibold text-night focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <AccessModalHost />
      <ConnectDialog />
      <NotificationsPanelHost />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
