import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps the current entry of a row that scrolls sideways (tabs, the console's sections on phones)
 * inside the row's visible part. Only the row scrolls, never the page: `scrollIntoView` would also
 * move the window to a row below the fold.
 */
export function useCurrentInView(row: RefObject<HTMLElement | null>, selector: string, key: unknown): void {
  useLayoutEffect(() => {
    void key; // the effect runs again when the current entry changes
    const list = row.current;
    const current = list?.querySelector<HTMLElement>(selector);
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const box = current.getBoundingClientRect();
    const start = box.left - list.getBoundingClientRect().left + list.scrollLeft;
    const end = start + box.width;
    if (start < list.scrollLeft) list.scrollLeft = Math.max(0, start - 16);
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth + 16;
  }, [row, selector, key]);
}
