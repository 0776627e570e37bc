import { type RefObject, useCallback, useEffect, useState } from 'react';
import { activeSnap, snapPositions } from '../utils/carousel-snaps.ts';

/**
 * The snap positions of a horizontal scroll-snap track and the one it rests on, kept up to date
 * as the track is scrolled or resized (a phone turned sideways may fit every picture).
 */
export function useCarouselSnaps(track: RefObject<HTMLElement | null>) {
  const [positions, setPositions] = useState<number[]>([0]);
  const [active, setActive] = useState(0);

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const slides = Array.from(element.children) as HTMLElement[];
    const starts = slides.map((slide) => slide.offsetLeft - element.offsetLeft);
    const next = snapPositions(starts, element.scrollWidth - element.clientWidth);
    setPositions(next);
    setActive(activeSnap(next, element.scrollLeft));
  }, [track]);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    measure();
    const onScroll = () => measure();
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [track, measure]);

  const scrollTo = useCallback(
    (index: number) => {
      const element = track.current;
      const left = positions[index];
      if (!element || left === undefined) return;
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      element.scrollTo({ left, behavior: smooth ? 'smooth' : 'auto' });
    },
    [track, positions],
  );

  return { snapCount: positions.length, active, scrollTo };
}
