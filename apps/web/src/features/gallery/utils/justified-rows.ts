/** Spec 9: rows hold at most 5 pictures (3 under 767 px, 1 under 600 px) near 220 px high (250 px on narrow). */
export type RowRules = { maxPerRow: number; targetHeight: number };

export function rowRulesFor(containerWidth: number): RowRules {
  if (containerWidth < 600) return { maxPerRow: 1, targetHeight: 250 };
  if (containerWidth < 767) return { maxPerRow: 3, targetHeight: 250 };
  return { maxPerRow: 5, targetHeight: 220 };
}

type PlacedItem = { index: number; width: number; height: number };
export type JustifiedRow = { height: number; items: PlacedItem[] };

type LayoutOptions = RowRules & { gap: number };

/** Width over height; anything unknown or not positive counts as a square. */
export function safeAspect(width: number | null | undefined, height: number | null | undefined): number {
  if (!width || !height || width <= 0 || height <= 0) return 1;
  return width / height;
}

/** The height at which `aspects` fill `width` exactly, gaps included. */
function fillHeight(aspects: number[], width: number, gap: number): number {
  const sum = aspects.reduce((total, aspect) => total + aspect, 0);
  return (width - gap * (aspects.length - 1)) / sum;
}

function place(start: number, aspects: number[], height: number): JustifiedRow {
  return {
    height,
    items: aspects.map((aspect, offset) => ({ index: start + offset, width: aspect * height, height })),
  };
}

/**
 * Justified rows: items are taken in order and each row is scaled to a common height that fills the
 * container. A row closes at `maxPerRow` items, or where adding the next item would take its height
 * further from the target than stopping does. The last row keeps the target height (never stretched
 * up) unless its items are too wide to fit at it.
 */
export function justifiedRows(
  aspects: number[],
  containerWidth: number,
  options: LayoutOptions,
): JustifiedRow[] {
  const { maxPerRow, targetHeight, gap } = options;
  if (containerWidth <= 0 || aspects.length === 0) return [];
  const rows: JustifiedRow[] = [];
  let start = 0;
  while (start < aspects.length) {
    let row = [aspects[start] ?? 1];
    let height = fillHeight(row, containerWidth, gap);
    while (row.length < maxPerRow && start + row.length < aspects.length && height > targetHeight) {
      const next = [...row, aspects[start + row.length] ?? 1];
      const nextHeight = fillHeight(next, containerWidth, gap);
      if (nextHeight < targetHeight && targetHeight - nextHeight > height - targetHeight) break;
      row = next;
      height = nextHeight;
    }
    const isLast = start + row.length >= aspects.length;
    const rowFull = row.length === maxPerRow;
    // An unfinished last row sits at the target height instead of blowing up to fill the width.
    rows.push(place(start, row, isLast && !rowFull ? Math.min(height, targetHeight) : height));
    start += row.length;
  }
  return rows;
}
