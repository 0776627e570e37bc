import { messages } from '@guardians/shared/common';
import type { ReactNode } from 'react';
import { AccessNotice } from '../../../components/ui/access-notice.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useRequireSignIn } from '../../../lib/auth/use-require-sign-in.ts';
import { useSignedInAccount } from '../../../lib/auth/use-signed-in-account.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { useWatchlist } from '../api/get-watchlist.ts';
import { WatchRow } from './watch-row.tsx';

function WatchlistSkeleton() {
  return (
    <ul role="status" aria-label="Loading your watchlist" className="flex flex-col gap-3">
      {[0, 1, 2].map((row) => (
        <li key={row}>
          <Skeleton className="h-[5.5rem] w-full rounded-2xl" />
        </li>
      ))}
    </ul>
  );
}

/** The signed-in person's watchlist: each watch with its floor now and its alert (/watchlist). */
export function WatchlistPage() {
  const account = useSignedInAccount();
  const wallet = useWallet();
  const requireSignIn = useRequireSignIn();
  const watchlist = useWatchlist(account);

  if (!account) {
    const connected = wallet.status === 'connected';
    return (
      <AccessNotice
        layout="page"
        title="Your watchlist"
        action={{
          label: connected ? messages.sign : messages.connectWallet,
          onClick: () => void requireSignIn(),
        }}
      >
        {connected
          ? 'Sign in with your wallet to see the collections, items and traits you watch.'
          : 'Connect your wallet to see the collections, items and traits you watch.'}
      </AccessNotice>
    );
  }

  let body: ReactNode;
  if (watchlist.isPending) body = <WatchlistSkeleton />;
  else if (watchlist.isError)
    body = (
      <ErrorState
        title="Your watchlist could not load"
        onRetry={() => void watchlist.refetch()}
        retrying={watchlist.isFetching}
      />
    );
  else if (watchlist.data.length === 0)
    body = (
      <p className="rounded-2xl border border-card-border bg-card p-6 text-muted">
        You are not watching anything yet. Use Watch on a collection or an item page to follow its price here,
        and set an alert to hear when it drops.
      </p>
    );
  else
    body = (
      <ul className="flex flex-col gap-3">
        {watchlist.data.map((watch) => (
          <WatchRow key={watch.id} watch={watch} />
        ))}
      </ul>
    );

  return (
    <section
      aria-labelledby="watchlist-title"
      className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6"
    >
      <div className="flex flex-col gap-2">
        <h1 id="watchlist-title" className="text-3xl font-bold text-gold sm:text-4xl">
          Your watchlist
        </h1>
        <p className="text-muted">
          Floors now, and the prices you asked to hear about. An alert tells you once in your notifications.
        </p>
      </div>
      {body}
    </section>
  );
}
