import { describe, expect, it } from 'vitest';
import { justifiedRows, rowRulesFor, safeAspect } from './justified-rows.ts';

const wide = { ...rowRulesFor(1200), gap: 10 };
const rowWidth = (row: { items: { width: number }[] }, gap: number) =>
  row.items.reduce((sum, item) => sum + item.width, 0) + gap * (row.items.length - 1);

describe('rowRulesFor', () => {
  it('allows 5 per row at 220 px on wide screens, 3 at 250 px under 767 px, 1 under 600 px', () => {
    expect(rowRulesFor(1280)).toEqual({ maxPerRow: 5, targetHeight: 220 });
    expect(rowRulesFor(767)).toEqual({ maxPerRow: 5, targetHeight: 220 });
    expect(rowRulesFor(766)).toEqual({ maxPerRow: 3, targetHeight: 250 });
    expect(rowRulesFor(600)).toEqual({ maxPerRow: 3, targetHeight: 250 });
    expect(rowRulesFor(599)).toEqual({ maxPerRow: 1, targetHeight: 250 });
  });
});

describe('safeAspect', () => {
  it('treats missing or broken dimensions as a square', () => {
    expect(safeAspect(null, null)).toBe(1);
    expect(safeAspect(800, 0)).toBe(1);
    expect(safeAspect(-4, 3)).toBe(1);
    expect(safeAspect(1600, 900)).toBeCloseTo(16 / 9);
  });
});

describe('justifiedRows', () => {
  it('fills every row but the last to the container width at one height per row', () => {
    const aspects = [1.5, 0.7, 1, 1.33, 0.8, 2, 1, 1.2, 0.75, 1.6, 1];
    const rows = justifiedRows(aspects, 1200, wide);
    for (const row of rows.slice(0, -1)) {
      expect(rowWidth(row, 10)).toBeCloseTo(1200, 5);
      for (const item of row.items) expect(item.height).toBe(row.height);
    }
    expect(rows.flatMap((row) => row.items.map((item) => item.index))).toEqual(aspects.map((_, i) => i));
  });

  it('never puts more than 5 pictures in a row, even very wide containers', () => {
    const rows = justifiedRows(Array(12).fill(1), 4000, wide);
    expect(rows.map((row) => row.items.length)).toEqual([5, 5, 2]);
  });

  it('keeps 3 per row under 767 px and one under 600 px', () => {
    expect(
      justifiedRows(Array(7).fill(0.5), 700, { ...rowRulesFor(700), gap: 10 }).map((r) => r.items.length),
    ).toEqual([3, 3, 1]);
    const single = justifiedRows([1, 1.5], 390, { ...rowRulesFor(390), gap: 10 });
    expect(single.map((r) => r.items.length)).toEqual([1, 1]);
    expect(single[0]?.height).toBeCloseTo(390);
  });

  it('keeps row heights near the 220 px target for typical art', () => {
    const rows = justifiedRows([1, 1.33, 0.75, 1.5, 1, 0.8, 1.25, 1, 1.78, 0.66], 1200, wide);
    for (const row of rows.slice(0, -1)) {
      expect(row.height).toBeGreaterThan(150);
      expect(row.height).toBeLessThan(320);
    }
  });

  it('does not stretch an unfinished last row beyond the target height', () => {
    const rows = justifiedRows([1, 1, 1, 1, 1, 1, 1], 1200, wide);
    const last = rows.at(-1);
    expect(last?.items.length).toBeLessThan(5);
    expect(last?.height).toBe(220);
    expect(rowWidth(last ?? { items: [] }, 10)).toBeLessThan(1200);
  });

  it('shrinks a last row too wide for the target so it still fits', () => {
    const [row] = justifiedRows([10], 1200, wide);
    expect(row?.height).toBeCloseTo(120);
    expect(row?.items[0]?.width).toBeCloseTo(1200);
  });

  it('lays out nothing without items or width', () => {
    expect(justifiedRows([], 1200, wide)).toEqual([]);
    expect(justifiedRows([1, 2], 0, wide)).toEqual([]);
  });
});
