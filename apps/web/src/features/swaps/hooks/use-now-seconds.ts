import { useEffect, useState } from 'react';

/** The clock in unix seconds, ticking so 'in 5 minutes' and the period's renewal stay true. */
export function useNowSeconds(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
