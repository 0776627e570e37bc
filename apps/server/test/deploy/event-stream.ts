import type { LiveEvent } from '@guardians/shared';
import { type Agent, request } from 'undici';

export interface EventStream {
  /** Every event received so far, in order. */
  events: LiveEvent[];
  /** Resolves with the first event (received or to come) that matches; rejects after `timeoutMs`. */
  next(matches: (event: LiveEvent) => boolean, timeoutMs: number): Promise<LiveEvent>;
  close(): void;
}

/**
 * GET /api/events as a browser's EventSource reads it: frames separated by a blank line, the event
 * as JSON on its `data:` line (comments and `id:` / `retry:` lines are skipped). Resolves once the
 * answer's headers arrived, i.e. once the node listens to the other nodes' events.
 */
export async function openEventStream(url: string, agent: Agent): Promise<EventStream> {
  const res = await request(url, { headers: { accept: 'text/event-stream' }, dispatcher: agent });
  if (res.statusCode !== 200) {
    throw new Error(`GET ${url}: HTTP ${res.statusCode} ${await res.body.text()}`);
  }
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  res.body.setEncoding('utf8');
  res.body.on('data', (chunk: string) => {
    buffer += chunk;
    const frames = buffer.split('\n\n');
    buffer = frames.pop() ?? '';
    for (const frame of frames) {
      const data = frame
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('\n');
      if (data) events.push(JSON.parse(data) as LiveEvent);
    }
    for (const wake of waiters) wake();
  });
  res.body.on('error', () => {}); // closing the stream ourselves ends it with an abort
  return {
    events,
    next(matches, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(matches);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event in ${timeoutMs} ms; received ${JSON.stringify(events)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => res.body.destroy(),
  };
}
