import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * One notifications panel for the whole app, opened from the bar's bell or the drawer's, so it
 * survives the drawer that opened it closing (as the connect dialog does).
 */
export function setNotificationsPanelOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export function useNotificationsPanelOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => open,
  );
}
