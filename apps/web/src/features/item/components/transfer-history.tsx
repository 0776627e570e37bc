import type { ChainRecord } from '@guardians/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { NftKey } from '../api/get-nft.ts';
import { useNftTransfers } from '../api/get-nft-transfers.ts';
import { SectionError } from './section-error.tsx';
import { TransferRow } from './transfer-row.tsx';

const head = 'px-3 py-2 text-left text-xs font-semibold tracking-wider text-muted uppercase';

function HistorySkeleton() {
  return (
    <div role="status" aria-label="Loading transfer history" className="flex flex-col gap-2 p-3">
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-8 w-5/6" />
    </div>
  );
}

/** The item's activity, newest first: mints, transfers and burns, ten at a time with 'Load more'. */
export function TransferHistory({ nft, chain }: { nft: NftKey; chain: ChainRecord }) {
  const transfers = useNftTransfers(nft);
  const rows = transfers.data?.pages.flatMap((page) => page.items) ?? [];
  const total = transfers.data?.pages[0]?.total ?? 0;

  return (
    <section aria-labelledby="item-history" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="item-history" className="text-lg font-bold text-fg">
          Transfer history
        </h2>
        {transfers.data && (
          <span className="text-sm text-muted">
            {total === 1 ? '1 event' : `${total.toLocaleString('en-US')} events`}
          </span>
        )}
      </div>
      <div className="overflow-hidden rounded-2xl border border-card-border bg-card/70">
        {transfers.isPending ? (
          <HistorySkeleton />
        ) : transfers.isError && rows.length === 0 ? (
          <div className="p-3">
            <SectionError
              what="transfer history"
              onRetry={() => transfers.refetch()}
              retrying={transfers.isFetching}
            />
          </div>
        ) : rows.length === 0 ? (
          <p className="p-4 text-muted">No transfers yet.</p>
        ) : (
          <div className="sm:overflow-x-auto">
            <table className="block w-full text-sm sm:table sm:min-w-[40rem]">
              <caption className="sr-only">Transfers of this item, newest first</caption>
              <thead className="hidden sm:table-header-group">
                <tr>
                  <th scope="col" className={head}>
                    Event
                  </th>
                  <th scope="col" className={head}>
                    From
                  </th>
                  <th scope="col" className={head}>
                    To
                  </th>
                  <th scope="col" className={head}>
                    Date
                  </th>
                  <th scope="col" className={`${head} text-right`}>
                    Block
                  </th>
                </tr>
              </thead>
              <tbody className="block sm:table-row-group">
                {rows.map((transfer) => (
                  <TransferRow
                    key={`${transfer.txHash}:${transfer.logIndex}`}
                    transfer={transfer}
                    chain={chain}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {transfers.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => transfers.fetchNextPage()}
          disabled={transfers.isFetchingNextPage}
          aria-busy={transfers.isFetchingNextPage}
        >
          {transfers.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
      {transfers.isFetchNextPageError && (
        <SectionError what="next transfers" onRetry={() => transfers.fetchNextPage()} retrying={false} />
      )}
    </section>
  );
}
