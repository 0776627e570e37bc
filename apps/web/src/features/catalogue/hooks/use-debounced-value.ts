import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `delayMs` (spec 9: 300 ms in the wallet tabs). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
