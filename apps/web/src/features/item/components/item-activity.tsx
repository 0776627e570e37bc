import type { ChainRecord } from '@guardians/shared/catalogue';
import { Button } from '../../../components/ui/button.tsx';
import { SectionError } from '../../../components/ui/section-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatNumber } from '../../../lib/format-number.ts';
import type { NftKey } from '../api/get-nft.ts';
import { useNftActivity } from '../api/get-nft-activity.ts';
import { ActivityRow } from './activity-row.tsx';

const head = 'px-3 py-2 text-left text-xs font-semibold tracking-wider text-muted uppercase';

function ActivitySkeleton() {
  return (
    <div role="status" aria-label="Loading activity" className="flex flex-col gap-2 p-3">
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-8 w-5/6" />
    </div>
  );
}

/** The item's activity, newest first: mints, transfers, listings, cancels and sales, ten at a time. */
export function ItemActivity({ nft, chain }: { nft: NftKey; chain: ChainRecord }) {
  const activity = useNftActivity(nft);
  const rows = activity.data?.pages.flatMap((page) => page.items) ?? [];
  const total = activity.data?.pages[0]?.total ?? 0;

  return (
    <section aria-labelledby="item-activity" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="item-activity" className="text-lg font-bold text-fg">
          Activity
        </h2>
        {activity.data && (
          <span className="text-sm text-muted">
            {total === 1 ? '1 event' : `${formatNumber(total)} events`}
          </span>
        )}
      </div>
      <div className="overflow-hidden rounded-2xl border border-card-border bg-card/70">
        {activity.isPending ? (
          <ActivitySkeleton />
        ) : activity.isError && rows.length === 0 ? (
          <div className="p-3">
            <SectionError what="activity" onRetry={() => activity.refetch()} retrying={activity.isFetching} />
          </div>
        ) : rows.length === 0 ? (
          <p className="p-4 text-muted">No activity yet.</p>
        ) : (
          <div className="sm:overflow-x-auto">
            <table className="block w-full text-sm sm:table sm:min-w-[40rem]">
              <caption className="sr-only">Activity of this item, newest first</caption>
              <thead className="hidden sm:table-header-group">
                <tr>
                  <th scope="col" className={head}>
                    Event
                  </th>
                  <th scope="col" className={head}>
                    Price
                  </th>
                  <th scope="col" className={head}>
                    From
                  </th>
                  <th scope="col" className={head}>
                    To
                  </th>
                  <th scope="col" className={`${head} text-right`}>
                    Date
                  </th>
                </tr>
              </thead>
              <tbody className="block sm:table-row-group">
                {rows.map((row) => (
                  <ActivityRow key={row.id} row={row} chain={chain} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {activity.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => activity.fetchNextPage()}
          disabled={activity.isFetchingNextPage}
          aria-busy={activity.isFetchingNextPage}
        >
          {activity.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
      {activity.isFetchNextPageError && (
        <SectionError what="more activity" onRetry={() => activity.fetchNextPage()} retrying={false} />
      )}
    </section>
  );
}
