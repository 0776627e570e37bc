import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { StartupError } from './app/startup-error.tsx';
import { getSiteConfigQueryOptions } from './lib/api/get-site-config.ts';
import { loadEnv } from './lib/env.ts';
import { createQueryClient } from './lib/query-client.ts';
import { scheduleWalletLoad } from './lib/wallet/wallet-actions.ts';
import { yieldToMain } from './lib/yield-to-main.ts';
import './index.css';

/** How long the first render waits for the site settings before it starts without them. */
const SITE_CONFIG_WAIT_MS = 1000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

/**
 * Start-up runs as several short tasks, with a yield between the steps, so the browser can paint
 * and answer input in between (decision 0062). Done in one go, the env settings' parse (zod's first
 * use, which compiles much of its code) ran at the end of the modules' evaluation, already the
 * longest task, and the site settings' parse, the router's set-up and the render's start were one
 * task of ~45 ms on a fast machine, four times that on a mid-range phone.
 */
async function start(): Promise<void> {
  await yieldToMain();
  try {
    await loadEnv();
  } catch (error) {
    console.error('Could not load the site settings', error);
    root.render(<StartupError />);
    return;
  }
  const queryClient = createQueryClient();
  // Awaited (the HTML preloads it, so it is usually in already): data that lands while the first
  // render is under way makes React throw that render away and redo it synchronously, the whole
  // page in one long task, since a query's store changed under it. Not for long, though: a failing
  // API is retried for seconds, and the page should show its own error state meanwhile.
  await Promise.race([queryClient.prefetchQuery(getSiteConfigQueryOptions()), delay(SITE_CONFIG_WAIT_MS)]);
  await yieldToMain();
  const router = createAppRouter();
  await yieldToMain();
  // A transition render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole first render, so input stays responsive while the page builds.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
  scheduleWalletLoad();
}

void start();
