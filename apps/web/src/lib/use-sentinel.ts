import { useEffect, useRef } from 'react';

/** Spec 9: the sentinel counts as seen once at least half of it is visible. */
const SENTINEL_THRESHOLD = 0.5;

/**
 * Calls `onVisible` when the returned element is at least half visible. The observer is remade
 * whenever `resetKey` changes (a page arrived), so a sentinel that is still on screen after a
 * short page fires again instead of waiting for a scroll.
 */
export function useSentinel<T extends Element>(onVisible: () => void, enabled: boolean, resetKey: unknown) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey remakes the observer on purpose (see above)
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= SENTINEL_THRESHOLD)) {
          callback.current();
        }
      },
      { threshold: SENTINEL_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, resetKey]);

  return ref;
}
