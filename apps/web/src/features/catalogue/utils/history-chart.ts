import type { HistoryBucket, TimeRange } from '@guardians/shared/catalogue';
import { formatUtcDay, formatUtcDayAndTime, formatUtcHour } from '../../../lib/format-date.ts';

/** The smallest 1, 2 or 5 x 10^n at or above `value`: an axis top that reads well (0 -> 1). */
export function niceCeiling(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value * (1 - 1e-12)) ?? 10;
  return step * power;
}

export type ChartBox = {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  left: number;
};

type ChartBar = { x: number; y: number; width: number; height: number; bucket: HistoryBucket };

export type ChartGeometry = {
  bars: ChartBar[];
  /** SVG path of the floor line; a bucket without a floor breaks it (several M segments). */
  floorPath: string;
  /** Points of the floor line, for markers on single-bucket segments. */
  floorPoints: { x: number; y: number }[];
  volumeMax: number;
  floorMax: number;
  /** Centre x of each bucket's slot. */
  centres: number[];
};

/**
 * Bars (volume, left scale) and the floor line (right scale) inside the plot area of `box`. Both
 * scales start at 0 and end at a nice ceiling of their maximum, so a bar's height is its share.
 */
export function chartGeometry(buckets: readonly HistoryBucket[], box: ChartBox): ChartGeometry {
  const plotWidth = Math.max(0, box.width - box.left - box.right);
  const plotHeight = Math.max(0, box.height - box.top - box.bottom);
  const volumeMax = niceCeiling(Math.max(0, ...buckets.map((b) => b.volume)));
  const floorMax = niceCeiling(Math.max(0, ...buckets.map((b) => b.floorPrice ?? 0)));
  const slot = buckets.length > 0 ? plotWidth / buckets.length : 0;
  const barWidth = Math.max(1, slot * 0.7);
  const baseline = box.top + plotHeight;
  const centres = buckets.map((_, i) => box.left + slot * (i + 0.5));
  const bars = buckets.map((bucket, i) => {
    const height = (bucket.volume / volumeMax) * plotHeight;
    return { x: (centres[i] ?? 0) - barWidth / 2, y: baseline - height, width: barWidth, height, bucket };
  });
  const floorPoints: { x: number; y: number }[] = [];
  let floorPath = '';
  let drawing = false;
  buckets.forEach((bucket, i) => {
    if (bucket.floorPrice === null) {
      drawing = false;
      return;
    }
    const x = centres[i] ?? 0;
    const y = baseline - (bucket.floorPrice / floorMax) * plotHeight;
    floorPoints.push({ x, y });
    floorPath += `${drawing ? 'L' : 'M'}${round(x)} ${round(y)}`;
    drawing = true;
  });
  return { bars, floorPath, floorPoints, volumeMax, floorMax, centres };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The bucket whose slot holds x (pointer position in the SVG), clamped to the first and last. */
export function bucketIndexAt(x: number, box: ChartBox, count: number): number {
  if (count === 0) return -1;
  const plotWidth = Math.max(1, box.width - box.left - box.right);
  const index = Math.floor(((x - box.left) / plotWidth) * count);
  return Math.min(count - 1, Math.max(0, index));
}

/** An axis label: the hour for hourly buckets ("3 PM"), else the day ("Nov 22"); UTC as the buckets. */
export function formatBucketTick(time: string, interval: TimeRange): string {
  const date = new Date(time);
  return interval === 'one_day' ? formatUtcHour(date) : formatUtcDay(date);
}

/** A bucket in full for the readout and the table: "Nov 22, 3:00 PM UTC" or "Nov 22". */
export function formatBucketLabel(time: string, interval: TimeRange): string {
  const date = new Date(time);
  return interval === 'one_day' ? `${formatUtcDayAndTime(date)} UTC` : formatUtcDay(date);
}

/** Which buckets get an axis label: about `wanted` evenly spaced, always the last. */
export function tickIndexes(count: number, wanted: number): number[] {
  if (count <= 0) return [];
  const every = Math.max(1, Math.ceil(count / Math.max(1, wanted)));
  const out: number[] = [];
  for (let i = count - 1; i >= 0; i -= every) out.unshift(i);
  return out;
}

export const intervalLabels: Record<TimeRange, string> = {
  one_day: '1D',
  seven_day: '7D',
  thirty_day: '30D',
};

export const intervalNames: Record<TimeRange, string> = {
  one_day: 'Last 24 hours',
  seven_day: 'Last 7 days',
  thirty_day: 'Last 30 days',
};

/** True when the period has at least one sale. */
export function hasSales(buckets: readonly HistoryBucket[]): boolean {
  return buckets.some((b) => b.sales > 0);
}
