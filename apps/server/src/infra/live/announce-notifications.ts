import type { ChangeFeed } from '../change-feed/change-feed.ts';
import type { LiveBus } from './live-bus.ts';

/**
 * Turns the database's `notifications:<account>` announcements (migration 0028's trigger, sent at
 * commit whoever wrote the row: a request, the indexer in this process or its own) into
 * `{ type: 'notification', account }` for this node's live streams (decision 0088). Every node
 * hears the database itself, so each delivers locally. Returns the function that stops listening.
 */
export function announceNotifications(feed: ChangeFeed, live: LiveBus): () => void {
  return feed.onChange((table, key) => {
    if (table === 'notifications' && key) live.publishHere({ type: 'notification', account: key });
  });
}
