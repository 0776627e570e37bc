import type { OutgoingHttpHeaders } from 'node:http';
import type { LiveEvent, LiveEventType } from '@guardians/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveBus } from './live-bus.ts';
import {
  EventStreamNotAcceptedError,
  LiveStreamsClosingError,
  TooManyLiveStreamsError,
} from './live-errors.ts';

export interface LiveStreamOptions {
  /** Open streams one client address may hold on this node. */
  maxPerIp: number;
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs: number;
  /** The reconnection delay the browser is told to use (the `retry:` field). */
  retryMs: number;
  /** A reader this far behind (bytes buffered) is cut off; its EventSource reconnects and refetches. */
  maxBufferedBytes: number;
  /** How long a new stream waits for the bus to hear the other nodes before it starts anyway. */
  readyWaitMs: number;
}

interface Stream {
  write(chunk: string): void;
  end(): void;
}

/** The bus of a scaled-out site hears the other nodes once its subscription is up. */
function busReady(bus: LiveBus): Promise<void> | undefined {
  const ready = (bus as { ready?: () => Promise<void> }).ready;
  return ready?.call(bus);
}

/** Waits for `promise`, at most `ms`, and not past `signal`; leaves no timer or listener behind. */
async function waitAtMost(promise: Promise<void>, ms: number, signal: AbortSignal): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let stop = () => {};
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    stop = () => resolve();
    signal.addEventListener('abort', stop, { once: true });
  });
  try {
    await Promise.race([promise, limit]);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

/** What the hooks set so far (helmet's security headers): a hijacked reply must send them itself. */
function headersSoFar(reply: FastifyReply): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) headers[name] = value;
  return headers;
}

function acceptsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/** One event in the wire format: an id per stream and the event as JSON in the data field. */
function eventFrame(id: number, event: LiveEvent): string {
  return `id: ${id}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * The server-sent event streams of one API node: each open page's stream hears the bus, filtered
 * by the event types it asked for. Streams are counted per client address, kept alive by one
 * shared heartbeat, and all ended when the server closes so they never hold `close()` open.
 */
export class LiveStreams {
  private readonly streams = new Set<Stream>();
  private readonly perIp = new Map<string, number>();
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly closing = new AbortController();

  constructor(
    private readonly bus: LiveBus,
    private readonly options: LiveStreamOptions,
  ) {}

  /** Answers the request with a stream of events until the client goes or the server closes. */
  async open(request: FastifyRequest, reply: FastifyReply, types?: readonly LiveEventType[]): Promise<void> {
    if (!acceptsEventStream(request)) throw new EventStreamNotAcceptedError();
    if (this.closing.signal.aborted) throw new LiveStreamsClosingError();
    const release = this.count(request.ip);
    const res = reply.raw;
    let gone = false;
    let unsubscribe = () => {};
    const stream: Stream = {
      write: (chunk) => res.write(chunk),
      // The server is closing: once the end is sent, the socket goes too (no waiting on the client).
      end: () => {
        const socket = res.socket;
        res.end(() => socket?.destroy());
      },
    };
    res.once('close', () => {
      gone = true;
      this.streams.delete(stream);
      unsubscribe();
      release();
      if (this.streams.size === 0) this.stopHeartbeat();
    });

    // Events published before this node hears the others would be lost to this page; a Redis that
    // is away must not hold the page, though: this node's own events flow without it.
    const ready = busReady(this.bus);
    if (ready) await waitAtMost(ready, this.options.readyWaitMs, this.closing.signal);
    if (gone) {
      reply.hijack(); // the client left while we waited: there is no one to answer
      return;
    }
    if (this.closing.signal.aborted) {
      release();
      throw new LiveStreamsClosingError();
    }

    reply.hijack();
    res.writeHead(200, {
      ...headersSoFar(reply),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no', // nginx and its kin would otherwise hold the stream in a buffer
      'x-request-id': request.id,
      // The connection ends with the stream: left open as keep-alive, it would hold close() up.
      connection: 'close',
    });
    res.write(`retry: ${this.options.retryMs}\n: live updates\n\n`);
    this.streams.add(stream);
    this.startHeartbeat();

    const wanted = types ? new Set<LiveEventType>(types) : undefined;
    let sequence = 0;
    unsubscribe = this.bus.subscribe((event) => {
      if (wanted && !wanted.has(event.type)) return;
      if (res.writableLength > this.options.maxBufferedBytes) {
        request.log.info('live stream cut off: its reader fell behind');
        res.destroy();
        return;
      }
      sequence += 1;
      res.write(eventFrame(sequence, event));
    });
  }

  /** Ends every stream; new ones are refused with 503 from now on. */
  closeAll(): void {
    this.closing.abort();
    this.stopHeartbeat();
    for (const stream of this.streams) stream.end();
  }

  /** Takes one of the address's places; the returned function gives it back (once). */
  private count(ip: string): () => void {
    const held = this.perIp.get(ip) ?? 0;
    if (held >= this.options.maxPerIp) throw new TooManyLiveStreamsError(this.options.maxPerIp);
    this.perIp.set(ip, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.perIp.get(ip) ?? 1) - 1;
      if (left > 0) this.perIp.set(ip, left);
      else this.perIp.delete(ip);
    };
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const stream of this.streams) stream.write(': ping\n\n');
    }, this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
