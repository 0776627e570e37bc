import pg from 'pg';

/**
 * One PostgreSQL connection of its own that can hold a session-level advisory lock. Not a pooled
 * connection: the pool hands its connections to other work, and a session lock belongs to the
 * connection, so it would be shared with whatever the pool ran there next (and lost with it).
 */
export interface LockSession {
  /** pg_try_advisory_lock: true once this session holds the lock (it keeps it until it ends). */
  tryLock(): Promise<boolean>;
  /** The session that holds the lock now, or null when nobody does. */
  holder(): Promise<LockHolder | null>;
  /** Aborted when the connection is lost: PostgreSQL restarted, the network failed, a heartbeat hung. */
  readonly lost: AbortSignal;
  /** Ends the connection, which releases the lock at once. */
  close(): Promise<void>;
}

interface LockHolder {
  /** PostgreSQL's backend process id of the holding session (pg_locks.pid). */
  pid: number;
  applicationName: string | null;
  clientAddress: string | null;
  since: Date | null;
}

export interface LockSessionOptions {
  /** Where to connect; pool settings (max, ...) are ignored. */
  connection: pg.ClientConfig;
  /** The lock's name: its key is hashtextextended(name, 0), as the transaction locks elsewhere. */
  name: string;
  /** Shown in pg_stat_activity, so an operator sees who holds the lock. */
  applicationName: string;
  /** How often the idle session proves it is still there (a query that must answer in time). */
  heartbeatMs?: number;
  /** A heartbeat (or any query) unanswered for this long counts as a lost connection. */
  queryTimeoutMs?: number;
}

/**
 * PostgreSQL notices a client that vanished without closing its socket (host down, cable pulled)
 * after idle + interval * count seconds and then frees its locks; the defaults are the kernel's,
 * two hours. A process killed with -9 needs none of this: its kernel closes the socket.
 */
const SERVER_KEEPALIVE = `set tcp_keepalives_idle = 5; set tcp_keepalives_interval = 2;
  set tcp_keepalives_count = 3; set tcp_user_timeout = 10000`;

const UNSIGNED_32 = 0xffff_ffffn;

export async function openLockSession(options: LockSessionOptions): Promise<LockSession> {
  const heartbeatMs = options.heartbeatMs ?? 2000;
  const queryTimeoutMs = options.queryTimeoutMs ?? 5000;
  const client = new pg.Client({
    ...options.connection,
    application_name: options.applicationName,
    query_timeout: queryTimeoutMs,
    connectionTimeoutMillis: queryTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: heartbeatMs,
  });
  const losing = new AbortController();
  let heartbeat: NodeJS.Timeout | undefined;
  let closing = false;
  const loseWith = (reason: Error) => {
    if (closing || losing.signal.aborted) return;
    losing.abort(reason);
    clearTimeout(heartbeat);
    // A hung socket would keep the lock on the server: cut it, so nothing waits on it.
    client.connection.stream.destroy();
  };
  // Without a listener an idle client's connection error would crash the process.
  client.on('error', (err) => loseWith(err));
  client.on('end', () => loseWith(new Error('the lock connection ended')));
  await client.connect();

  let key: bigint;
  try {
    await client.query(SERVER_KEEPALIVE);
    const result = await client.query<{ key: string }>('select hashtextextended($1, 0)::text as key', [
      options.name,
    ]);
    key = BigInt(result.rows[0]?.key ?? 0);
  } catch (err) {
    await client.end().catch(() => {});
    throw err;
  }

  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      // Any failure on this connection (a timeout included) means the lock can no longer be trusted.
      loseWith(err as Error);
      throw err;
    }
  };
  const beat = () => {
    heartbeat = setTimeout(() => {
      guarded(() => client.query('select 1')).then(beat, () => {});
    }, heartbeatMs);
    heartbeat.unref();
  };
  beat();

  // pg_locks shows an int8 key as its high (classid) and low (objid) halves, objsubid 1.
  const classid = ((key >> 32n) & UNSIGNED_32).toString();
  const objid = (key & UNSIGNED_32).toString();

  return {
    lost: losing.signal,
    tryLock: () =>
      guarded(async () => {
        const result = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1::bigint) as locked',
          [key.toString()],
        );
        return result.rows[0]?.locked === true;
      }),
    holder: () =>
      guarded(async () => {
        const result = await client.query<{
          pid: number;
          application_name: string | null;
          client: string | null;
          backend_start: Date | null;
        }>(
          `select l.pid, a.application_name, host(a.client_addr) as client, a.backend_start
             from pg_locks l left join pg_stat_activity a on a.pid = l.pid
            where l.locktype = 'advisory' and l.granted and l.objsubid = 1
              and l.database = (select oid from pg_database where datname = current_database())
              and l.classid = $1::oid and l.objid = $2::oid`,
          [classid, objid],
        );
        const row = result.rows[0];
        if (!row) return null;
        return {
          pid: row.pid,
          applicationName: row.application_name || null,
          clientAddress: row.client,
          since: row.backend_start,
        };
      }),
    async close() {
      clearTimeout(heartbeat);
      if (closing || losing.signal.aborted) return;
      closing = true;
      // Terminate, and if the server does not answer (it is gone), cut the socket after a moment.
      const ended = client.end().catch(() => {});
      const cut = setTimeout(() => client.connection.stream.destroy(), 2000);
      await ended;
      clearTimeout(cut);
    },
  };
}
