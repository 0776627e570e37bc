import type { ChainClient } from './chain/chain-client.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { RouteTableEntry } from './plugins/route-table.ts';
import type { WindowCounter } from './services/rate-limits/window-counter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    chain: ChainClient;
    /** Every route registered so far (method, URL pattern, config, schemas). */
    routeTable: readonly RouteTableEntry[];
    /** Rate-limit and failure counts that survive a restart. */
    windowCounter: WindowCounter;
  }
}
