import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The last width a grid measured. A grid mounted again (back from an item page) starts from it, so
 * its first render already has its rows: the router restores the scroll position in that same
 * commit, and against rows laid out for width 0 the page would be shorter and the position clamped.
 */
let lastWidth = 0;

/** The content width of the returned element, kept current with a ResizeObserver. */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(lastWidth);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = (value: number) => {
      lastWidth = value;
      setWidth(value);
    };
    measure(node.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      // Whole pixels: sub-pixel jitter must not relayout the grid.
      if (entry) measure(Math.floor(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
