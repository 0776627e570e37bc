import { type LiveEvent, LiveEventSchema } from '@guardians/shared/live';

const LIVE_EVENTS_PATH = '/api/events';

export interface LiveListener {
  onEvent(event: LiveEvent): void;
  /** The stream came back after a gap: events may have been missed. */
  onResync(): void;
}

export interface LiveConnectionOptions {
  url?: string;
  /** Injected by tests; the browser's EventSource otherwise. */
  EventSource?: typeof EventSource;
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  /** A tab hidden this long gives its connection back (browsers allow few per site over HTTP/1.1). */
  hiddenCloseMs?: number;
  /** First wait before opening again after the server refused the stream (it doubles, up to a minute). */
  retryMs?: number;
}

const MAX_RETRY_MS = 60_000;

/**
 * The tab's one stream of GET /api/events, shared by every listener. EventSource reconnects by
 * itself after a network drop; an answer it will not retry (429, 503 while a node restarts) is
 * retried here with a growing wait. A tab hidden for a while closes its stream and opens it again
 * when shown. Each reopening asks listeners to resync.
 */
export class LiveConnection {
  private readonly listeners = new Set<LiveListener>();
  private source: EventSource | undefined;
  private opened = false;
  private retryMs: number;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly options: Required<Omit<LiveConnectionOptions, 'document'>> &
    Pick<LiveConnectionOptions, 'document'>;

  constructor(options: LiveConnectionOptions = {}) {
    this.options = {
      url: options.url ?? LIVE_EVENTS_PATH,
      EventSource: options.EventSource ?? globalThis.EventSource,
      document: options.document ?? globalThis.document,
      hiddenCloseMs: options.hiddenCloseMs ?? 60_000,
      retryMs: options.retryMs ?? 5_000,
    };
    this.retryMs = this.options.retryMs;
  }

  /** Opens the stream with the first listener and closes it with the last. */
  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  private readonly onVisibility = () => {
    const doc = this.options.document;
    if (!doc) return;
    clearTimeout(this.hiddenTimer);
    if (doc.visibilityState === 'hidden') {
      this.hiddenTimer = setTimeout(() => this.close(), this.options.hiddenCloseMs);
    } else if (!this.source && !this.retryTimer) {
      this.open();
    }
  };

  private start(): void {
    this.options.document?.addEventListener('visibilitychange', this.onVisibility);
    if (this.options.document?.visibilityState !== 'hidden') this.open();
  }

  private stop(): void {
    this.options.document?.removeEventListener('visibilitychange', this.onVisibility);
    clearTimeout(this.hiddenTimer);
    this.close();
    this.opened = false;
  }

  private open(): void {
    const Source = this.options.EventSource;
    if (!Source) return; // an environment without EventSource: pages work as before, without live updates
    const source = new Source(this.options.url);
    this.source = source;
    source.onopen = () => {
      this.retryMs = this.options.retryMs;
      if (this.opened) for (const listener of this.listeners) listener.onResync();
      this.opened = true;
    };
    source.onmessage = (message: MessageEvent) => {
      const event = parse(message.data);
      if (event) for (const listener of this.listeners) listener.onEvent(event);
    };
    source.onerror = () => {
      // CONNECTING: EventSource is already trying again. CLOSED: it gave up; we try later.
      if (source.readyState !== Source.CLOSED) return;
      this.close();
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined;
        if (this.listeners.size > 0) this.open();
      }, this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    };
  }

  private close(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.source?.close();
    this.source = undefined;
  }
}

/** An event of a type this page knows; anything else (a newer server's type) is left out. */
function parse(data: unknown): LiveEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = LiveEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

let shared: LiveConnection | undefined;

/** The tab's connection (made on first use). */
export function liveConnection(): LiveConnection {
  shared ??= new LiveConnection();
  return shared;
}
