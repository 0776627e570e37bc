import { portalMessages } from '@guardians/shared/community';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { usePortalState } from '../api/get-portal-content.ts';
import { PassphraseForm } from './passphrase-form.tsx';
import { PortalContent } from './portal-content.tsx';
import { PortalRings } from './portal-rings.tsx';

/**
 * /portal: asks the server first, so a browser that already unlocked this session goes straight
 * in; otherwise the passphrase form, or the closed notice when the site has no portal.
 */
export function PortalPage() {
  const query = usePortalState();
  if (query.isError) {
    return (
      <div className="pt-nav">
        <ErrorState
          headingLevel={1}
          title="The portal could not load"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  if (query.data?.state === 'open') return <PortalContent content={query.data.content} />;
  return (
    <PortalGate>
      {query.isPending ? (
        <div role="status" aria-label="Loading the portal" className="flex w-full flex-col gap-4">
          <span className="skeleton block h-4 w-24" />
          <span className="skeleton block h-12 w-full rounded-full" />
          <span className="skeleton block h-12 w-full rounded-full" />
        </div>
      ) : query.data.state === 'closed' ? (
        <p role="status" className="text-center text-lg font-semibold text-gold">
          {portalMessages.closed}
        </p>
      ) : (
        <PassphraseForm />
      )}
    </PortalGate>
  );
}

/** The sealed door: the rings behind a glass panel that holds the form. */
function PortalGate({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate flex min-h-svh items-center justify-center overflow-hidden px-4 pt-nav pb-16">
      <PortalRings className="absolute top-1/2 left-1/2 -z-10 size-[40rem] -translate-x-1/2 -translate-y-1/2 sm:size-[52rem]" />
      <section
        aria-labelledby="portal-title"
        className="flex w-full max-w-md flex-col items-center gap-6 rounded-3xl border border-gold/30 bg-night/70 p-6 text-center shadow-2xl shadow-black/60 backdrop-blur-md sm:p-10"
      >
        <p className="text-sm font-semibold tracking-[0.3em] text-koi uppercase">Behind the waterfall</p>
        <h1 id="portal-title" className="text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
          The Portal
        </h1>
        <p className="text-muted">
          A door the koi left in the rock, sealed with words instead of a lock. Speak them to pass.
        </p>
        {children}
      </section>
    </div>
  );
}
