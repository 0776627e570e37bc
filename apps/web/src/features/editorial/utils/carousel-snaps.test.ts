import { describe, expect, it } from 'vitest';
import { activeSnap, showCarouselDots, snapPositions } from './carousel-snaps.ts';

describe('carousel snaps', () => {
  it('shows no dots for a single picture', () => {
    const positions = snapPositions([0], 0);
    expect(positions).toEqual([0]);
    expect(showCarouselDots(positions.length)).toBe(false);
  });

  it('shows no dots when every picture fits without scrolling', () => {
    const positions = snapPositions([0, 300, 600], 0);
    expect(positions).toEqual([0]);
    expect(showCarouselDots(positions.length)).toBe(false);
  });

  it('collapses the last slides into the furthest scroll position', () => {
    // Four 400 px slides in an 1000 px track: it scrolls at most 600 px.
    const positions = snapPositions([0, 400, 800, 1200], 600);
    expect(positions).toEqual([0, 400, 600]);
    expect(showCarouselDots(positions.length)).toBe(true);
  });

  it('treats positions a pixel apart as one snap', () => {
    expect(snapPositions([0, 399.5, 400.4], 800)).toEqual([0, 399.5]);
  });

  it('finds the snap nearest to the scroll offset', () => {
    expect(activeSnap([0, 400, 600], 0)).toBe(0);
    expect(activeSnap([0, 400, 600], 390)).toBe(1);
    expect(activeSnap([0, 400, 600], 590)).toBe(2);
  });
});
