import type { HistoryBucket } from '@guardians/shared/catalogue';
import { describe, expect, it } from 'vitest';
import {
  bucketIndexAt,
  chartGeometry,
  formatBucketLabel,
  formatBucketTick,
  hasSales,
  niceCeiling,
  tickIndexes,
} from './history-chart.ts';

const bucket = (time: string, volume: number, floorPrice: number | null, sales = volume > 0 ? 1 : 0) =>
  ({
    time,
    volume,
    sales,
    averagePrice: sales > 0 ? volume / sales : null,
    floorPrice,
  }) satisfies HistoryBucket;

const box = { width: 440, height: 240, top: 20, right: 20, bottom: 20, left: 20 };

describe('niceCeiling', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect(niceCeiling(0.3)).toBe(0.5);
    expect(niceCeiling(1)).toBe(1);
    expect(niceCeiling(1.2)).toBe(2);
    expect(niceCeiling(3)).toBe(5);
    expect(niceCeiling(7.5)).toBe(10);
    expect(niceCeiling(0.0012)).toBeCloseTo(0.002);
  });

  it('gives 1 for nothing to show', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(Number.NaN)).toBe(1);
  });
});

describe('chartGeometry', () => {
  const buckets = [
    bucket('2026-11-20T00:00:00.000Z', 1, null),
    bucket('2026-11-21T00:00:00.000Z', 0, 2),
    bucket('2026-11-22T00:00:00.000Z', 2, 1),
    bucket('2026-11-23T00:00:00.000Z', 0.5, null),
  ];

  it('scales bars to the volume ceiling inside the plot area', () => {
    const g = chartGeometry(buckets, box);
    expect(g.volumeMax).toBe(2);
    // Plot: 400 x 200, 4 slots of 100, bars 70 wide centred in them.
    expect(g.centres).toEqual([70, 170, 270, 370]);
    expect(g.bars.map((b) => b.height)).toEqual([100, 0, 200, 50]);
    expect(g.bars[2]).toMatchObject({ x: 235, y: 20, width: 70 });
    expect(g.bars[1]?.y).toBe(220);
  });

  it('draws the floor on its own scale and breaks the line where there is no floor', () => {
    const g = chartGeometry(buckets, box);
    expect(g.floorMax).toBe(2);
    expect(g.floorPath).toBe('M170 20L270 120');
    const gapped = chartGeometry(
      [bucket('a', 0, 1), bucket('b', 0, null), bucket('c', 0, 1), bucket('d', 0, 1)],
      box,
    );
    expect(gapped.floorPath).toBe('M70 20M270 20L370 20');
  });

  it('has no line and flat bars without data', () => {
    const g = chartGeometry([bucket('a', 0, null), bucket('b', 0, null)], box);
    expect(g.floorPath).toBe('');
    expect(g.bars.every((b) => b.height === 0)).toBe(true);
    expect(chartGeometry([], box).bars).toEqual([]);
  });
});

describe('bucketIndexAt', () => {
  it('maps a pointer x to its slot, clamped to the ends', () => {
    expect(bucketIndexAt(25, box, 4)).toBe(0);
    expect(bucketIndexAt(221, box, 4)).toBe(2);
    expect(bucketIndexAt(0, box, 4)).toBe(0);
    expect(bucketIndexAt(1000, box, 4)).toBe(3);
    expect(bucketIndexAt(100, box, 0)).toBe(-1);
  });
});

describe('labels', () => {
  it('names hours for one day and days otherwise, in UTC', () => {
    expect(formatBucketTick('2026-11-22T15:00:00.000Z', 'one_day')).toBe('3 PM');
    expect(formatBucketTick('2026-11-22T00:00:00.000Z', 'seven_day')).toBe('Nov 22');
    expect(formatBucketLabel('2026-11-22T15:00:00.000Z', 'one_day')).toBe('Nov 22, 3:00 PM UTC');
    expect(formatBucketLabel('2026-11-22T00:00:00.000Z', 'thirty_day')).toBe('Nov 22');
  });

  it('spaces ticks evenly and always labels the newest bucket', () => {
    expect(tickIndexes(30, 6)).toEqual([4, 9, 14, 19, 24, 29]);
    expect(tickIndexes(7, 10)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(tickIndexes(24, 4)).toEqual([5, 11, 17, 23]);
    expect(tickIndexes(0, 4)).toEqual([]);
  });
});

describe('hasSales', () => {
  it('is true when any bucket has a sale', () => {
    expect(hasSales([bucket('a', 0, 1), bucket('b', 1, null)])).toBe(true);
    expect(hasSales([bucket('a', 0, 1)])).toBe(false);
  });
});
