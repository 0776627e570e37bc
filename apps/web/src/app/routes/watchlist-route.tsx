import { WatchlistPage } from '../../features/watchlist/components/watchlist-page.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

/** /watchlist: the signed-in person's watches and alerts (decision 0088). */
export function WatchlistRoute() {
  const { data: config } = useSiteConfig();
  return (
    <>
      <title>{config ? `Watchlist · ${config.name}` : 'Watchlist'}</title>
      <WatchlistPage />
    </>
  );
}
