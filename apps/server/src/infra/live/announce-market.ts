import type { ChangeFeed } from '../change-feed/change-feed.ts';
import type { LiveBus } from './live-bus.ts';

/** The tables whose changes move what collection and item pages show (migrations 0016 and 0030). */
const MARKET_TABLES = new Set(['transfers', 'sales', 'listings', 'offers']);

/**
 * At most one `catalogue` event per this long: an indexer catching up writes a statement per batch,
 * and each open page refetches what it shows on every event.
 */
export const MARKET_EVENT_GAP_MS = 1_000;

/**
 * Turns the database's announcements of market tables (whoever wrote them: a request, the indexer
 * in this process or its own) into `{ type: 'catalogue' }` for this node's live streams: the first at
 * once, then at most one per MARKET_EVENT_GAP_MS while changes keep coming (the last one always
 * follows). Returns the function that stops listening.
 */
export function announceMarket(
  feed: Pick<ChangeFeed, 'onChange'>,
  live: Pick<LiveBus, 'publishHere'>,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let pending = false;
  const publish = () => live.publishHere({ type: 'catalogue' });
  const release = () => {
    timer = undefined;
    if (!pending) return;
    pending = false;
    publish();
    timer = setTimeout(release, MARKET_EVENT_GAP_MS);
  };
  const stop = feed.onChange((table) => {
    if (table === null || !MARKET_TABLES.has(table)) return;
    if (timer) {
      pending = true;
      return;
    }
    publish();
    timer = setTimeout(release, MARKET_EVENT_GAP_MS);
  });
  return () => {
    stop();
    clearTimeout(timer);
  };
}
