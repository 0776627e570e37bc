/**
 * The distinct scroll positions a scroll-snap carousel can rest on: each slide's start, clamped to
 * the furthest the track can scroll. When every slide fits, they all collapse into one position.
 */
export function snapPositions(slideStarts: number[], maxScroll: number): number[] {
  const positions: number[] = [];
  for (const start of slideStarts) {
    const position = Math.max(0, Math.min(start, maxScroll));
    // Sub-pixel layout: positions a pixel apart are the same resting place.
    if (!positions.some((p) => Math.abs(p - position) < 2)) positions.push(position);
  }
  return positions.sort((a, b) => a - b);
}

/** Spec 9: carousel dots only when there is more than one snap. */
export function showCarouselDots(snapCount: number): boolean {
  return snapCount > 1;
}

/** The snap the track is resting on (or nearest to) at this scroll offset. */
export function activeSnap(positions: number[], scrollLeft: number): number {
  let best = 0;
  positions.forEach((position, index) => {
    if (Math.abs(position - scrollLeft) < Math.abs((positions[best] ?? 0) - scrollLeft)) best = index;
  });
  return best;
}
