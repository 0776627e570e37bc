import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { StartupError } from './app/startup-error.tsx';
import { getSiteConfigQueryOptions } from './features/site-config/api/get-site-config.ts';
import { loadEnv } from './lib/env.ts';
import { createQueryClient } from './lib/query-client.ts';
import { scheduleWalletLoad } from './lib/wallet/wallet-actions.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

loadEnv().then(
  () => {
    const queryClient = createQueryClient();
    // Started before React renders so the navbar's data is already on its way.
    void queryClient.prefetchQuery(getSiteConfigQueryOptions());
    // A transition render yields to the browser every few milliseconds instead of holding the main
    // thread for the whole first render, so input stays responsive while the page builds.
    startTransition(() => {
      root.render(
        <StrictMode>
          <Providers queryClient={queryClient}>
            <RouterProvider router={createAppRouter()} />
          </Providers>
        </StrictMode>,
      );
    });
    scheduleWalletLoad();
  },
  (error: unknown) => {
    console.error('Could not load the site settings', error);
    root.render(<StartupError />);
  },
);
