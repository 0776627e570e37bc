import type { TimeRange } from '@guardians/shared/catalogue';
import { timeRanges } from '@guardians/shared/catalogue';
import { useId, useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useCollectionHistory } from '../api/get-collection-history.ts';
import { intervalLabels, intervalNames } from '../utils/history-chart.ts';
import { HistoryPlot } from './history-plot.tsx';
import { PriceHistoryChartBody } from './price-history-skeleton.tsx';

type PriceHistoryChartProps = { collectionRef: string; chainId: number };

/**
 * The collection's floor (line) and volume (bars) over 1, 7 or 30 days (decision 0026). Loaded
 * lazily by the collection page, so the first load does not carry it. The SVG is for the eye; a
 * readout (pointer or arrow keys) and a table give the same numbers to everyone.
 */
export default function PriceHistoryChart({ collectionRef, chainId }: PriceHistoryChartProps) {
  const [interval, setInterval] = useState<TimeRange>('thirty_day');
  const history = useCollectionHistory(collectionRef, chainId, interval);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
      <div className="rounded-2xl border border-card-border bg-card/60 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold text-fg">
            Floor and volume
          </h2>
          <IntervalToggle value={interval} onChange={setInterval} />
        </div>
        {history.data ? (
          // Keyed by interval: a new period starts with no bucket picked.
          <HistoryPlot key={history.data.interval} history={history.data} busy={history.isPlaceholderData} />
        ) : history.isError ? (
          <ErrorState
            className="py-8"
            title="The chart could not load"
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        ) : (
          <PriceHistoryChartBody />
        )}
      </div>
    </section>
  );
}

/** 1D / 7D / 30D: native radios (one tab stop, arrow keys move the choice) drawn as a pill group. */
export function IntervalToggle({ value, onChange }: { value: TimeRange; onChange: (v: TimeRange) => void }) {
  const name = useId();
  return (
    <fieldset className="inline-flex rounded-full border border-card-border bg-bg/60 p-1">
      <legend className="sr-only">Chart period</legend>
      {timeRanges.map((range) => (
        <label
          key={range}
          className="relative inline-flex min-h-9 min-w-12 cursor-pointer items-center justify-center rounded-full px-3 text-sm font-semibold text-muted transition-colors hover:text-fg has-checked:bg-gold has-checked:text-night has-focus-visible:outline-3 has-focus-visible:outline-gold has-focus-visible:outline-offset-2"
        >
          <input
            type="radio"
            name={name}
            value={range}
            checked={range === value}
            onChange={() => onChange(range)}
            aria-label={intervalNames[range]}
            className="sr-only"
          />
          <span aria-hidden="true">{intervalLabels[range]}</span>
        </label>
      ))}
    </fieldset>
  );
}
