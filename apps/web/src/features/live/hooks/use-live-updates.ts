import type { LiveEvent } from '@guardians/shared/live';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type LiveConnection, liveConnection } from '../api/live-connection.ts';
import { liveInvalidations, resyncInvalidations } from '../utils/live-invalidations.ts';

/** Events this close together refetch once: a burst of likes is one refresh of the grid. */
const LIVE_BATCH_MS = 200;

/**
 * Feeds the tab's live stream into the query cache: each event marks stale the queries whose answer
 * it changes, so what is on screen refetches in place (the old data stays until the new arrives).
 */
export function applyLiveEvents(
  queryClient: QueryClient,
  connection: LiveConnection,
  batchMs = LIVE_BATCH_MS,
): () => void {
  const pending = new Map<string, LiveEvent>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const events = [...pending.values()];
    pending.clear();
    for (const event of events) {
      for (const filters of liveInvalidations(event)) void queryClient.invalidateQueries(filters);
    }
  };
  const stop = connection.subscribe({
    onEvent(event) {
      pending.set(JSON.stringify(event), event);
      timer ??= setTimeout(flush, batchMs);
    },
    onResync() {
      for (const filters of resyncInvalidations) void queryClient.invalidateQueries(filters);
    },
  });
  return () => {
    stop();
    clearTimeout(timer);
  };
}

export function useLiveUpdates(connection: LiveConnection = liveConnection()): void {
  const queryClient = useQueryClient();
  useEffect(() => applyLiveEvents(queryClient, connection), [queryClient, connection]);
}
