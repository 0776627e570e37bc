import { vi } from 'vitest';

/**
 * A controllable window.matchMedia for `(min-width: Npx)` queries: tests set the width and the
 * listeners of every query whose answer changed are told, as a browser would on resize.
 */
export function installMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const queries: { minWidth: number; listeners: Set<(event: MediaQueryListEvent) => void> }[] = [];

  const matchMedia = vi.fn((query: string) => {
    const minWidth = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    const entry = { minWidth, listeners: new Set<(event: MediaQueryListEvent) => void>() };
    queries.push(entry);
    return {
      media: query,
      get matches() {
        return width >= minWidth;
      },
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        entry.listeners.add(listener),
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        entry.listeners.delete(listener),
    } as unknown as MediaQueryList;
  });
  vi.stubGlobal('matchMedia', matchMedia);

  return {
    resize(nextWidth: number) {
      const before = queries.map((q) => width >= q.minWidth);
      width = nextWidth;
      queries.forEach((q, index) => {
        const matches = width >= q.minWidth;
        if (matches === before[index]) return;
        for (const listener of q.listeners) listener({ matches, media: '' } as MediaQueryListEvent);
      });
    },
  };
}
