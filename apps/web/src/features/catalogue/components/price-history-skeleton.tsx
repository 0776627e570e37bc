import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The plot's height in CSS pixels (the skeleton below keeps the same: nothing shifts). */
export const CHART_HEIGHT = 200;

/** Loading: the readout, legend and plot area at their final height. */
export function PriceHistoryChartBody() {
  return (
    <div className="mt-3" role="status" aria-label="Loading the chart">
      <Skeleton className="h-6 w-64 max-w-full" />
      <Skeleton className="mt-1 h-4 w-40" />
      <Skeleton className="mt-2 h-[200px] w-full rounded-lg" />
    </div>
  );
}

/**
 * The chart card while its code loads (the Suspense fallback on the collection page): small and
 * in the page's chunk, where the chart itself is a lazy one.
 */
export function PriceHistoryChartSkeleton() {
  return (
    <section aria-hidden="true" className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
      <div className="rounded-2xl border border-card-border bg-card/60 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-11 w-40 rounded-full" />
        </div>
        <PriceHistoryChartBody />
      </div>
    </section>
  );
}
