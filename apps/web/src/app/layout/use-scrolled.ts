import { useEffect, useState } from 'react';

/** True once the page has scrolled past `threshold` px; listens only while `enabled`. */
export function useScrolled(enabled: boolean, threshold = 24): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [enabled, threshold]);
  return enabled && scrolled;
}
