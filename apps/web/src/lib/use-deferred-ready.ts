import { useDeferredValue } from 'react';

/**
 * React Query hands data to components through useSyncExternalStore, whose updates always render
 * synchronously: when a page's data arrives, the whole page renders in one long task (several
 * hundred milliseconds on a slow phone, all of it Total Blocking Time). Gating the page on this
 * deferred flag renders it at transition priority instead, in slices the browser can interleave
 * with input and paint; the skeleton stays up meanwhile (a few frames).
 *
 * Only an arrival is deferred: a page whose data is already cached when it mounts (back or forward
 * to a list) renders in full at once, so the router's scroll restoration finds it at its height
 * and puts the visitor back where they were, instead of on a skeleton's shorter page.
 */
export function useDeferredReady(ready: boolean): boolean {
  return useDeferredValue(ready);
}
