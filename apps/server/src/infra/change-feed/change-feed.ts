import pg from 'pg';

/**
 * The channel migration 0016's triggers announce changes on: the table's name, or `table:key` when
 * one row's change is announced (a session, by its id hash).
 */
const CHANGE_CHANNEL = 'guardians_changes';

/**
 * `table` changed (only its row `key` when given); null: anything may have changed (the feed was
 * lost, or has just come back).
 */
export type ChangeListener = (table: string | null, key?: string) => void;

interface FeedLogger {
  info(fields: object, msg: string): void;
  warn(fields: object, msg: string): void;
}

interface FeedOptions {
  /** How long to wait before connecting again after a failure. */
  retryMs?: number;
  /** How often the connection is checked: a hung one would deliver nothing and never say so. */
  heartbeatMs?: number;
}

/**
 * Hears PostgreSQL's change announcements on a connection of its own (LISTEN needs a session, not
 * a pooled connection) and tells its listeners. While it is not listening, `live` is false and
 * in-process copies must not be trusted; when it listens again, everything counts as changed.
 */
export class ChangeFeed {
  private client: pg.Client | undefined;
  private readonly listeners = new Set<ChangeListener>();
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;
  private reportedLoss = false;
  private readonly retryMs: number;
  private readonly heartbeatMs: number;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly log: FeedLogger,
    options: FeedOptions = {},
  ) {
    this.retryMs = options.retryMs ?? 1000;
    this.heartbeatMs = options.heartbeatMs ?? 5000;
  }

  /** True while announcements arrive, so a copy taken now is dropped when its rows change. */
  get live(): boolean {
    return this.client !== undefined;
  }

  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Connects and listens; on failure keeps trying in the background (copies stay off meanwhile). */
  async start(): Promise<void> {
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      ...this.connection,
      application_name: 'guardians-change-feed',
      keepAlive: true,
      query_timeout: Math.max(1000, this.heartbeatMs),
    });
    client.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL) return;
      const payload = message.payload ?? '';
      const at = payload.indexOf(':');
      if (at < 0) this.announce(payload);
      else this.announce(payload.slice(0, at), payload.slice(at + 1));
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      if (!this.reportedLoss)
        this.log.warn({ err: error }, 'change feed: cannot listen, in-process copies are off');
      this.reportedLoss = true;
      this.retry();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    // Whatever was copied before now was copied while nobody listened.
    this.announce(null);
    this.client = client;
    this.heartbeat = setInterval(() => {
      client.query('select 1').catch(() => this.lost(client));
    }, this.heartbeatMs);
    this.heartbeat.unref();
    if (this.reportedLoss) this.log.info({}, 'change feed: listening again');
    this.reportedLoss = false;
  }

  private lost(client: pg.Client): void {
    if (client !== this.client) return;
    this.client = undefined;
    clearInterval(this.heartbeat);
    this.announce(null);
    client.end().catch(() => {});
    if (this.closed) return;
    this.log.warn({}, 'change feed: connection lost, in-process copies are off until it is back');
    this.reportedLoss = true;
    this.retry();
  }

  private retry(): void {
    if (this.closed) return;
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryTimer.unref();
  }

  private announce(table: string | null, key?: string): void {
    for (const listener of this.listeners) listener(table, key);
  }
}
