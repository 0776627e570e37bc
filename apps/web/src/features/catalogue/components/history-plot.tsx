import type { CollectionHistory, HistoryBucket, TimeRange } from '@guardians/shared/catalogue';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { formatCompactNumber } from '../../../lib/format-number.ts';
import { formatAmount, formatCount } from '../utils/format.ts';
import {
  bucketIndexAt,
  type ChartBox,
  chartGeometry,
  formatBucketLabel,
  formatBucketTick,
  hasSales,
  intervalNames,
  tickIndexes,
} from '../utils/history-chart.ts';
import { CHART_HEIGHT } from './price-history-skeleton.tsx';

const MARGIN = { top: 12, right: 48, bottom: 26, left: 48 } as const;
/** Width before the first measurement (and where ResizeObserver is missing). */
const FALLBACK_WIDTH = 640;

/** The container's width in CSS pixels, following resizes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

const salesText = (n: number) => `${formatCount(n)} ${n === 1 ? 'sale' : 'sales'}`;

function bucketSummary(bucket: HistoryBucket, interval: TimeRange, symbol: string): string {
  const average =
    bucket.averagePrice === null ? '' : `, average ${formatAmount(bucket.averagePrice, symbol)}`;
  return `${formatBucketLabel(bucket.time, interval)}: volume ${formatAmount(bucket.volume, symbol)}, ${salesText(
    bucket.sales,
  )}${average}, floor ${formatAmount(bucket.floorPrice, symbol)}`;
}

export function HistoryPlot({ history, busy = false }: { history: CollectionHistory; busy?: boolean }) {
  const { buckets, interval, symbol } = history;
  const [ref, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const box: ChartBox = { width: Math.max(width, 200), height: CHART_HEIGHT, ...MARGIN };
  const geometry = chartGeometry(buckets, box);
  const sold = hasSales(buckets);
  const ticks = tickIndexes(buckets.length, Math.max(2, Math.floor(box.width / 90)));
  const baseline = box.height - box.bottom;
  const current = active === null ? undefined : buckets[active];
  const totalVolume = buckets.reduce((sum, b) => sum + b.volume, 0);
  const totalSales = buckets.reduce((sum, b) => sum + b.sales, 0);
  const readout = current
    ? bucketSummary(current, interval, symbol)
    : `${intervalNames[interval]}: volume ${formatAmount(totalVolume, symbol)}, ${salesText(totalSales)}`;

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    setActive(bucketIndexAt(event.clientX - rect.left, box, buckets.length));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = buckets.length - 1;
    const moves: Record<string, number> = {
      ArrowLeft: Math.max(0, (active ?? last + 1) - 1),
      ArrowRight: Math.min(last, (active ?? -1) + 1),
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) {
      if (event.key === 'Escape') setActive(null);
      return;
    }
    event.preventDefault();
    setActive(next);
  }

  return (
    <div className={`mt-3 transition-opacity ${busy ? 'opacity-60' : ''}`} aria-busy={busy}>
      <p className="min-h-6 text-sm text-muted">
        {current ? (
          <>
            <span className="font-semibold text-fg">{formatBucketLabel(current.time, interval)}</span>
            {` · Volume ${formatAmount(current.volume, symbol)} · ${formatCount(current.sales)} ${
              current.sales === 1 ? 'sale' : 'sales'
            }`}
            {current.averagePrice !== null && ` · Avg ${formatAmount(current.averagePrice, symbol)}`}
            {` · Floor ${formatAmount(current.floorPrice, symbol)}`}
          </>
        ) : (
          <>
            <span className="font-semibold text-fg">{intervalNames[interval]}</span>
            {` · Volume ${formatAmount(totalVolume, symbol)} · ${formatCount(totalSales)} ${
              totalSales === 1 ? 'sale' : 'sales'
            }`}
          </>
        )}
      </p>
      <div className="mt-1 flex gap-4 text-xs text-muted" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-2.5 rounded-sm bg-gold/80" /> Volume ({symbol})
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-3 rounded bg-sky-300" /> Floor ({symbol})
        </span>
      </div>
      {/* A slider over the buckets: arrow keys step through them and the value text speaks each. */}
      <div
        ref={ref}
        role="slider"
        aria-label="Chart bucket"
        aria-valuemin={0}
        aria-valuemax={Math.max(0, buckets.length - 1)}
        aria-valuenow={active ?? buckets.length - 1}
        aria-valuetext={readout}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(null)}
        className="relative mt-2 rounded-lg"
        style={{ height: CHART_HEIGHT }}
        data-testid="history-chart"
      >
        <svg
          width={box.width}
          height={box.height}
          viewBox={`0 0 ${box.width} ${box.height}`}
          aria-hidden="true"
          className="block max-w-full touch-pan-y select-none"
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
        >
          {[0, 0.5, 1].map((share) => {
            const y = baseline - share * (baseline - box.top);
            return (
              <g key={share}>
                <line
                  x1={box.left}
                  x2={box.width - box.right}
                  y1={y}
                  y2={y}
                  className="stroke-card-border"
                  strokeDasharray={share === 0 ? undefined : '3 4'}
                />
                <text
                  x={box.left - 6}
                  y={y}
                  textAnchor="end"
                  dominantBaseline="middle"
                  className="fill-muted text-[11px]"
                >
                  {formatCompactNumber(geometry.volumeMax * share, 3)}
                </text>
                {geometry.floorPoints.length > 0 && (
                  <text
                    x={box.width - box.right + 6}
                    y={y}
                    dominantBaseline="middle"
                    className="fill-sky-300 text-[11px]"
                  >
                    {formatCompactNumber(geometry.floorMax * share, 3)}
                  </text>
                )}
              </g>
            );
          })}
          {active !== null && geometry.centres[active] !== undefined && (
            <line
              x1={geometry.centres[active]}
              x2={geometry.centres[active]}
              y1={box.top}
              y2={baseline}
              className="stroke-fg/30"
            />
          )}
          {geometry.bars.map((bar, i) =>
            bar.height > 0 ? (
              <rect
                key={bar.bucket.time}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={Math.max(bar.height, 1)}
                rx={Math.min(3, bar.width / 3)}
                className={i === active ? 'fill-gold' : 'fill-gold/70'}
                data-testid="volume-bar"
              />
            ) : null,
          )}
          {geometry.floorPath && (
            <path
              d={geometry.floorPath}
              fill="none"
              strokeWidth={2}
              strokeLinejoin="round"
              className="stroke-sky-300"
              data-testid="floor-line"
            />
          )}
          {geometry.floorPoints.length <= 1 &&
            geometry.floorPoints.map((p) => (
              <circle key={p.x} cx={p.x} cy={p.y} r={3} className="fill-sky-300" />
            ))}
          {ticks.map((i) => {
            const bucket = buckets[i];
            if (!bucket) return null;
            return (
              <text
                key={bucket.time}
                x={geometry.centres[i]}
                y={box.height - 6}
                textAnchor="middle"
                className="fill-muted text-[11px]"
              >
                {formatBucketTick(bucket.time, interval)}
              </text>
            );
          })}
        </svg>
        {!sold && (
          <p className="pointer-events-none absolute inset-x-0 top-1/2 -translate-y-1/2 text-center text-sm font-semibold text-muted">
            No sales in this period yet
          </p>
        )}
      </div>
      <HistoryTable history={history} />
    </div>
  );
}

/** The chart's numbers for screen readers (the SVG itself is hidden from them). */
function HistoryTable({ history }: { history: CollectionHistory }) {
  const { buckets, interval, symbol } = history;
  return (
    // The wrapper hides it: a table ignores the 1 px width of sr-only and would widen the page.
    <div className="sr-only">
      <table>
        <caption>{`Floor and volume, ${intervalNames[interval].toLowerCase()}`}</caption>
        <thead>
          <tr>
            <th scope="col">{interval === 'one_day' ? 'Hour' : 'Day'}</th>
            <th scope="col">Volume</th>
            <th scope="col">Sales</th>
            <th scope="col">Average price</th>
            <th scope="col">Floor price</th>
          </tr>
        </thead>
        <tbody>
          {buckets.map((b) => (
            <tr key={b.time}>
              <th scope="row">{formatBucketLabel(b.time, interval)}</th>
              <td>{formatAmount(b.volume, symbol)}</td>
              <td>{b.sales}</td>
              <td>{formatAmount(b.averagePrice, symbol)}</td>
              <td>{formatAmount(b.floorPrice, symbol)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
