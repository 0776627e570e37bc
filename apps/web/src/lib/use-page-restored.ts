import { useEffect, useRef } from 'react';

/**
 * Runs `callback` when the browser shows this page again from its back/forward cache (Back from
 * an OAuth provider, say), so state such as "leaving..." can be reset.
 */
export function usePageRestored(callback: () => void): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
