import { useEffect } from 'react';

/**
 * Logs a failure the page shows quietly (a fallback instead of an error panel), once per error
 * rather than on every render.
 */
export function useLogError(what: string, error: unknown): void {
  useEffect(() => {
    if (error) console.warn(`${what} could not load`, error);
  }, [what, error]);
}
