import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { transactionAware } from './request-transaction.ts';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;
/** The handle `db.transaction(work)` gives `work`: what both offer is enough for a query. */
type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The pool or a transaction on it. */
export type DbSession = Db | DbTransaction;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// int8 comes back as a string by default; the values we store in bigint (block numbers) fit in bigint.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

/** What the API's pool allows one query (see DatabaseOptions.queryTimeoutMs). */
export const API_QUERY_TIMEOUT_MS = 30_000;

export interface DatabaseOptions {
  max?: number;
  /**
   * Gives up on a query after this long (the caller gets an error the API answers 503), so a frozen
   * database server cannot hold requests forever. Unset for bulk work (benchmarks, tests).
   */
  queryTimeoutMs?: number;
}

const pools = new WeakMap<Db, pg.Pool>();

/** The pool behind a Db made by createDatabase, for its gauges (connections in use, waiting). */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

export function createDatabase(url: string, options: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5000,
    query_timeout: options.queryTimeoutMs,
    // Notices a server that vanished without closing its sockets (a frozen or unplugged host).
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor one checked out for a transaction (the pool listens only while a client is idle): its
  // queries fail with the error, the request answers 503, and the released client is dropped.
  pool.on('connect', (client) => client.on('error', () => {}));
  // Idempotent requests run their handler's queries in one transaction (plugins/idempotency.ts).
  const db = transactionAware(drizzle(pool, { schema }));
  pools.set(db, pool);
  return { db, pool, close: () => pool.end() };
}
