import type { WindowCounter } from './window-counter.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes to `child` at run time: the merged limit settings and the route. */
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit over the window counter (PostgreSQL or Redis): the site-wide limit counts in
 * bucket 'api', a route's own limit in a bucket named after the route.
 */
export function rateLimitStore(counter: WindowCounter) {
  return class PersistentRateLimitStore {
    bucket = 'api';

    incr(key: string, callback: Callback, timeWindow: number): void {
      counter.hit(this.bucket, key, timeWindow).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: Math.max(0, resetAt - Date.now()) }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      counter.peek(this.bucket, key, timeWindow).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: Math.max(0, resetAt - Date.now()) }),
        (error: Error) => callback(error),
      );
    }

    child(options: object): PersistentRateLimitStore {
      const store = new PersistentRateLimitStore();
      const route = (options as RouteLimitOptions).routeInfo;
      store.bucket = route?.url ? `${[route.method].flat().join(',')} ${route.url}` : 'api-custom';
      return store;
    }
  };
}
