import { useLiveUpdates } from '../hooks/use-live-updates.ts';

/** Mounted once inside the query provider: open pages follow changes made anywhere, without a reload. */
export function LiveUpdates() {
  useLiveUpdates();
  return null;
}
