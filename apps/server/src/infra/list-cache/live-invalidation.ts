import type { LiveEvent } from '@guardians/shared';
import type { LiveBus } from '../live/live-bus.ts';
import type { Redis } from '../redis/redis-client.ts';
import { ListCache } from './list-cache.ts';

/**
 * How long a replica may lag behind a change it was told about: entries filled meanwhile live only
 * this long (see ListCacheOptions.settleMs). Streaming replication is usually well under a second.
 */
const REPLICA_SETTLE_MS = 2_000;

export interface HotListDeps {
  redis: Redis | undefined;
  live: LiveBus;
  /** True when lists read from a replica (DATABASE_READ_URL), not the primary. */
  readsReplica: boolean;
  log: { warn(details: object, message: string): void };
}

/**
 * A list cache that drops its entries when app.live reports a change to them, on whichever node the
 * change was made: every node hears every event and counts it (INCRs are idempotent in effect).
 * `close` stops listening. Without Redis the cache is a pass-through and listens to nothing.
 */
export function hotListCache(
  deps: HotListDeps,
  tagsFor: (event: LiveEvent) => readonly string[],
): { cache: ListCache; close(): void } {
  const cache = new ListCache(deps.redis, { settleMs: deps.readsReplica ? REPLICA_SETTLE_MS : 0 });
  if (!cache.enabled) return { cache, close: () => {} };
  const stop = deps.live.subscribe((event) => {
    const tags = tagsFor(event);
    if (tags.length === 0) return;
    // A lost invalidation leaves entries until their TTL: logged, and the request that made the
    // change has already been answered.
    cache
      .invalidate(tags)
      .catch((err: unknown) => deps.log.warn({ err, event }, 'cached lists not invalidated'));
  });
  return { cache, close: stop };
}
