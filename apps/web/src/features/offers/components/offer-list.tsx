import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SectionError } from '../../../components/ui/section-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatNumber } from '../../../lib/format-number.ts';
import type { OffersPage } from '../utils/offer-pages.ts';

function OffersSkeleton() {
  return (
    <div role="status" aria-label="Loading offers" className="flex flex-col gap-2 p-3">
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-14 w-full" />
    </div>
  );
}

type OfferListProps<T> = {
  offers: UseInfiniteQueryResult<InfiniteData<OffersPage<T>>>;
  /** The section's heading ('Offers', 'Received'), and the level it sits at on its page. */
  title: string;
  headingLevel?: 2 | 3;
  /** Shown when the list is empty. */
  empty: string;
  /** The list's accessible name ('Open offers, best first'). */
  listLabel: string;
  /** Buttons beside the heading (Make a collection offer). */
  actions?: ReactNode;
  renderRow: (offer: T) => ReactNode;
};

/**
 * A section listing offers page by page with its states: a skeleton while the first page loads, an
 * error with Retry, an empty sentence, the rows, then 'Show more offers' while pages are left.
 */
export function OfferList<T>({
  offers,
  title,
  headingLevel = 2,
  empty,
  listLabel,
  actions,
  renderRow,
}: OfferListProps<T>) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  const rows = offers.data?.pages.flatMap((page) => page.items) ?? [];
  const total = offers.data?.pages[0]?.total ?? 0;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-baseline gap-3">
          <Heading id={headingId} className="text-lg font-bold text-fg">
            {title}
          </Heading>
          {offers.data && total > 0 && (
            <span className="text-sm text-muted">
              {total === 1 ? '1 offer' : `${formatNumber(total)} offers`}
            </span>
          )}
        </div>
        {actions && <div className="flex flex-wrap gap-2 max-sm:w-full">{actions}</div>}
      </div>
      <div className="overflow-hidden rounded-2xl border border-card-border bg-card/70">
        {offers.isPending ? (
          <OffersSkeleton />
        ) : offers.isError && rows.length === 0 ? (
          <div className="p-3">
            <SectionError what="offers" onRetry={() => offers.refetch()} retrying={offers.isFetching} />
          </div>
        ) : rows.length === 0 ? (
          <p className="p-4 text-muted">{empty}</p>
        ) : (
          <ul aria-label={listLabel}>{rows.map(renderRow)}</ul>
        )}
      </div>
      {offers.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => offers.fetchNextPage()}
          disabled={offers.isFetchingNextPage}
          aria-busy={offers.isFetchingNextPage}
        >
          {offers.isFetchingNextPage ? 'Loading...' : 'Show more offers'}
        </Button>
      )}
      {offers.isFetchNextPageError && (
        <SectionError what="more offers" onRetry={() => offers.fetchNextPage()} retrying={false} />
      )}
    </section>
  );
}
