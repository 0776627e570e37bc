import { MOBILE_NAV_BREAKPOINT_PX } from '@guardians/shared/common';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open state of the mobile drawer. Spec 4: it closes on any route change and when the window
 * grows to the desktop breakpoint (where the inline links take over).
 */
export function useDrawer() {
  const [open, setOpen] = useState(false);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger, not an input
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(`(min-width: ${MOBILE_NAV_BREAKPOINT_PX}px)`);
    if (query.matches) {
      setOpen(false);
      return;
    }
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open]);

  return { open, openDrawer: () => setOpen(true), closeDrawer: () => setOpen(false) };
}
