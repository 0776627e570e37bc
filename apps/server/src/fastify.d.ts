import type { ChainClient } from './chain/chain-client.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { ChangeFeed } from './infra/change-feed/change-feed.ts';
import type { LiveBus } from './infra/live/live-bus.ts';
import type { WindowCounter } from './infra/rate-limits/window-counter.ts';
import type { Redis } from './infra/redis/redis-client.ts';
import type { RouteRateLimit } from './plugins/api-rate-limit.ts';
import type { RouteTableEntry } from './plugins/route-table.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    chain: ChainClient;
    /** Set when REDIS_URL is: shared by every API node. */
    redis: Redis | undefined;
    /** The read replica for list queries when DATABASE_READ_URL is set, else the same as db. */
    readDb: Db;
    /** Change events for live pages and cache invalidation, across nodes when Redis is set. */
    live: LiveBus;
    /** PostgreSQL's change announcements, for in-process copies; unset when READ_CACHE is off. */
    changeFeed: ChangeFeed | undefined;
    /** Every route registered so far (method, URL pattern, config, schemas). */
    routeTable: readonly RouteTableEntry[];
    /** Rate-limit and failure counts that survive a restart. */
    windowCounter: WindowCounter;
  }

  interface FastifyContextConfig {
    /** The route's own rate limit, or false for none; unset: the API's limit (api-rate-limit.ts). */
    rateLimit?: false | RouteRateLimit;
  }
}
