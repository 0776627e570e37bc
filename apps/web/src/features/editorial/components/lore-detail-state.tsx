import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { NotFoundPanel } from '../../../components/ui/not-found-panel.tsx';
import { isLocked, isNotFound } from '../api/api-status.ts';
import { DetailSkeleton } from './detail-skeleton.tsx';
import { LockedPanel } from './locked-panel.tsx';

type QueryLike<T> = {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isRefetching: boolean;
  refetch: () => unknown;
};

type LoreDetailStateProps<T> = {
  query: QueryLike<T>;
  what: string;
  backTo: string;
  backLabel: string;
  children: (data: T) => ReactNode;
};

/**
 * The states every Story and Odyssey detail shares: loading, Not found (404), locked (403), a
 * failure with a retry, and the entry itself.
 */
export function LoreDetailState<T>({ query, what, backTo, backLabel, children }: LoreDetailStateProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isPending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <DetailSkeleton label={`Loading the ${what}`} />
      </div>
    );
  }
  if (isNotFound(query.error)) return <NotFoundPanel />;
  if (isLocked(query.error)) return <LockedPanel backTo={backTo} backLabel={backLabel} />;
  return (
    <ErrorState
      headingLevel={1}
      title={`The ${what} could not load`}
      onRetry={() => void query.refetch()}
      retrying={query.isRefetching}
    />
  );
}
