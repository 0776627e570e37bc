import type { LiveEvent } from '@guardians/shared';
import type { FastifyInstance } from 'fastify';

export interface ReceivedEvent {
  id: string | undefined;
  event: LiveEvent;
}

export interface EventStreamClient {
  status: number;
  headers: Headers;
  /** Everything read so far, comments and fields as sent. */
  text(): string;
  events: ReceivedEvent[];
  /** The first event (already read or still to come) that matches; fails after `timeoutMs`. */
  next(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The app on a real port (inject cannot stream): its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

function parseFrame(frame: string): ReceivedEvent | undefined {
  let id: string | undefined;
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith('id: ')) id = line.slice(4);
    if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  return data.length > 0 ? { id, event: JSON.parse(data.join('\n')) as LiveEvent } : undefined;
}

/**
 * Opens GET /api/events as a browser's EventSource would and reads it as it comes. The answer's
 * status and headers are there at once; events collect in `events`.
 */
export async function openEventStream(
  baseUrl: string,
  options: { query?: string; headers?: Record<string, string> } = {},
): Promise<EventStreamClient> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/events${options.query ? `?${options.query}` : ''}`, {
    headers: { accept: 'text/event-stream', ...options.headers },
    signal: abort.signal,
  });
  let raw = '';
  let buffered = '';
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    if (!reader) return;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const chunk = decoder.decode(value, { stream: true });
        raw += chunk;
        buffered += chunk;
        let end = buffered.indexOf('\n\n');
        while (end >= 0) {
          const received = parseFrame(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
          if (received) events.push(received);
          end = buffered.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // aborted by close()
    }
  })();

  return {
    status: response.status,
    headers: response.headers,
    text: () => raw,
    events,
    ended,
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find((received) => match(received.event));
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => abort.abort(),
  };
}

/** Until the stream has sent its first bytes (the `retry:` hint): the server is listening for it. */
export async function untilOpen(stream: EventStreamClient, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!stream.text().includes('retry:')) {
    if (Date.now() - started > timeoutMs) throw new Error('the stream sent nothing');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
