import { useDeferredValue } from 'react';

/**
 * React Query hands data to components through useSyncExternalStore, whose updates always render
 * synchronously: when a page's data arrives, the whole page renders in one long task (several
 * hundred milliseconds on a slow phone, all of it Total Blocking Time). Gating the page on this
 * deferred flag renders it at transition priority instead, in slices the browser can interleave
 * with input and paint; the skeleton stays up meanwhile (a few frames).
 */
export function useDeferredReady(ready: boolean): boolean {
  return useDeferredValue(ready, false);
}
