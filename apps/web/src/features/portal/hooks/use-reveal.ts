import { useEffect, useRef } from 'react';

/** Whether the person asked their system for less motion. */
function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Plays `keyframes` on the element once, when it mounts. Skipped entirely for people who prefer
 * reduced motion (and where the Web Animations API is missing): they simply see the end state,
 * which the element's own CSS must match.
 */
export function useReveal<T extends HTMLElement>(keyframes: Keyframe[], options: KeyframeAnimationOptions) {
  const ref = useRef<T>(null);
  const frames = useRef(keyframes);
  const timing = useRef(options);

  useEffect(() => {
    const node = ref.current;
    if (!node || prefersReducedMotion() || typeof node.animate !== 'function') return;
    const animation = node.animate(frames.current, { fill: 'backwards', ...timing.current });
    // Cancelling on unmount rejects `finished` with an AbortError; that is the point, not a failure.
    animation.finished.catch(() => undefined);
    return () => animation.cancel();
  }, []);

  return ref;
}
