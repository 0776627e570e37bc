import { type RefObject, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Where each inner scroller stood, per history entry: back to a page puts it where it was. */
const positions = new Map<string, number>();

/**
 * The router restores the window's scroll on back and forward; a list that scrolls inside its own box
 * (the contest's claim shelf) needs the same, or a visitor who opened an item from deep in it comes
 * back to its top. `ready`: the list's rows are rendered, so the position can be reached.
 */
export function useScrollMemory(ref: RefObject<HTMLElement | null>, name: string, ready: boolean) {
  const { key } = useLocation();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !ready) return;
    const id = `${key}:${name}`;
    const saved = positions.get(id);
    if (saved !== undefined) element.scrollTop = saved;
    const remember = () => positions.set(id, element.scrollTop);
    element.addEventListener('scroll', remember, { passive: true });
    return () => element.removeEventListener('scroll', remember);
  }, [key, name, ready, ref]);
}
