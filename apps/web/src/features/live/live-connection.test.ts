import type { LiveEvent } from '@guardians/shared/live';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveConnection, type LiveListener } from './api/live-connection.ts';
import { applyLiveEvents } from './hooks/use-live-updates.ts';

/** Stands in for the browser's EventSource: the test plays the server. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }

  send(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }

  /** The server answered something EventSource will not retry (a 429, a 503). */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

let doc: FakeDocument;
const latest = () => FakeEventSource.made.at(-1) as FakeEventSource;
const live = (sources: FakeEventSource[]) => sources.filter((s) => s.readyState !== FakeEventSource.CLOSED);

function connection() {
  return new LiveConnection({
    EventSource: FakeEventSource as unknown as typeof EventSource,
    document: doc as unknown as Document,
    hiddenCloseMs: 1_000,
    retryMs: 500,
  });
}

function recorder(): LiveListener & { events: LiveEvent[]; resyncs: number } {
  const record = {
    events: [] as LiveEvent[],
    resyncs: 0,
    onEvent: (event: LiveEvent) => record.events.push(event),
    onResync: () => {
      record.resyncs += 1;
    },
  };
  return record;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.made = [];
  doc = new FakeDocument();
});
afterEach(() => vi.useRealTimers());

describe('the tab’s live connection', () => {
  it('opens one stream of /api/events for every listener and closes it with the last', () => {
    const conn = connection();
    const stopA = conn.subscribe(recorder());
    const stopB = conn.subscribe(recorder());
    expect(FakeEventSource.made.map((s) => s.url)).toEqual(['/api/events']);
    stopA();
    expect(live(FakeEventSource.made)).toHaveLength(1);
    stopB();
    expect(live(FakeEventSource.made)).toHaveLength(0);
  });

  it('hands each known event to every listener and drops what it cannot read', () => {
    const conn = connection();
    const [a, b] = [recorder(), recorder()];
    conn.subscribe(a);
    conn.subscribe(b);
    latest().open();
    latest().send({ type: 'leaderboard' });
    latest().send('not json');
    latest().send({ type: 'weather', id: 'x' });
    latest().send({ type: 'claim', account: '0xabc' });
    expect(a.events).toEqual([{ type: 'leaderboard' }, { type: 'claim', account: '0xabc' }]);
    expect(b.events).toEqual(a.events);
  });

  it('asks for a resync when the stream comes back, not on the first opening', () => {
    const conn = connection();
    const listener = recorder();
    conn.subscribe(listener);
    latest().open();
    expect(listener.resyncs).toBe(0);
    latest().open(); // EventSource reconnected by itself after a drop
    expect(listener.resyncs).toBe(1);
  });

  it('tries again, waiting longer each time, when the server refuses the stream', () => {
    const conn = connection();
    const listener = recorder();
    conn.subscribe(listener);
    latest().open();
    latest().refuse();
    expect(FakeEventSource.made).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(FakeEventSource.made).toHaveLength(2);
    latest().refuse();
    vi.advanceTimersByTime(500);
    expect(FakeEventSource.made).toHaveLength(2);
    vi.advanceTimersByTime(500);
    expect(FakeEventSource.made).toHaveLength(3);
    latest().open();
    expect(listener.resyncs).toBe(1);
  });

  it('gives the connection back when the tab stays hidden, and resyncs when it is shown', () => {
    const conn = connection();
    const listener = recorder();
    conn.subscribe(listener);
    latest().open();
    doc.show('hidden');
    vi.advanceTimersByTime(500);
    doc.show('visible'); // back quickly: the same stream stays
    doc.show('hidden');
    vi.advanceTimersByTime(999);
    expect(live(FakeEventSource.made)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(live(FakeEventSource.made)).toHaveLength(0);
    doc.show('visible');
    expect(live(FakeEventSource.made)).toHaveLength(1);
    latest().open();
    expect(listener.resyncs).toBe(1);
  });
});

describe('feeding the query cache', () => {
  it('turns a burst of events into one invalidation per distinct change', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const conn = connection();
    const stop = applyLiveEvents(client, conn, 200);
    latest().open();
    for (let i = 0; i < 5; i += 1) latest().send({ type: 'claim', account: '0xabc' });
    latest().send({ type: 'catalogue' });
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    // claim: balance, ledger, claim values; catalogue: collections, metadata, offers, trait prices.
    expect(invalidate).toHaveBeenCalledTimes(7);
    stop();
    expect(live(FakeEventSource.made)).toHaveLength(0);
  });
});
