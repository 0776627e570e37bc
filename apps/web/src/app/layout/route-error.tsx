import { messages } from '@guardians/shared/common';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { NotFoundPanel } from '../../components/ui/not-found-panel.tsx';

/** Route-level error boundary: the navbar and footer stay, the failed page offers a retry. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundPanel body={messages.pageNotFoundBody} />;
  console.error('Route failed', error);

  return (
    <section className="mx-auto flex min-h-[60svh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      <title>Something went wrong</title>
      <h1 className="text-3xl font-bold text-gold">Something went wrong</h1>
      <p className="text-muted">
        This page failed to load. It may be a network problem, or a new version of the site.
      </p>
      {/* A full reload also fetches route chunks that a new deployment replaced. */}
      <Button onClick={() => window.location.reload()}>Retry</Button>
    </section>
  );
}
