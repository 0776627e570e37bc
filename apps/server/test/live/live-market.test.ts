import type { LiveEvent } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChangeListener } from '../../src/infra/change-feed/change-feed.ts';
import { announceMarket, MARKET_EVENT_GAP_MS } from '../../src/infra/live/announce-market.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

function fakeFeed() {
  const listeners = new Set<ChangeListener>();
  return {
    onChange(listener: ChangeListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announce(table: string | null) {
      for (const listener of listeners) listener(table);
    },
  };
}

describe('announceMarket', () => {
  afterEach(() => vi.useRealTimers());

  it('turns a market table’s change into one catalogue event at once, and a burst into one more', () => {
    vi.useFakeTimers();
    const feed = fakeFeed();
    const published: LiveEvent[] = [];
    const stop = announceMarket(feed, { publishHere: (event) => published.push(event) });
    feed.announce('sales');
    expect(published).toEqual([{ type: 'catalogue' }]);
    for (const table of ['transfers', 'listings', 'offers', 'sales']) feed.announce(table);
    expect(published).toHaveLength(1);
    vi.advanceTimersByTime(MARKET_EVENT_GAP_MS);
    expect(published).toEqual([{ type: 'catalogue' }, { type: 'catalogue' }]);
    // Quiet since: nothing more, and the next change is announced at once again.
    vi.advanceTimersByTime(MARKET_EVENT_GAP_MS * 3);
    expect(published).toHaveLength(2);
    feed.announce('offers');
    expect(published).toHaveLength(3);
    stop();
  });

  it('leaves other tables to their own listeners', () => {
    const feed = fakeFeed();
    const published: LiveEvent[] = [];
    const stop = announceMarket(feed, { publishHere: (event) => published.push(event) });
    for (const table of ['site_config', 'collections', 'notifications', null]) feed.announce(table);
    expect(published).toEqual([]);
    stop();
  });
});

describe('market changes reach the live stream (READ_CACHE on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { READ_CACHE: 'on' } });
  });
  afterAll(() => t.close());

  /** The catalogue events the bus hears within a few seconds of `work`. */
  async function heard(work: () => Promise<unknown>): Promise<LiveEvent[]> {
    const events: LiveEvent[] = [];
    const stop = t.app.live.subscribe((event) => {
      if (event.type === 'catalogue') events.push(event);
    });
    try {
      await work();
      for (let waited = 0; waited < 3000 && events.length === 0; waited += 25)
        await new Promise((resolve) => setTimeout(resolve, 25));
    } finally {
      stop();
    }
    return events;
  }

  it.each(['sales', 'transfers', 'listings', 'offers'])(
    'a statement on %s, from any writer (the indexer’s own process too), is announced',
    async (table) => {
      // A statement that changes no row still says the table was written: the cheapest writer.
      const events = await heard(() =>
        t.db.execute(sql.raw(`update ${table} set chain_id = chain_id where false`)),
      );
      expect(events).toEqual([{ type: 'catalogue' }]);
    },
  );

  it('says nothing for a table pages do not follow live', async () => {
    const events = await heard(() => t.db.execute(sql`update watchlist set account = account where false`));
    expect(events).toEqual([]);
  });
});
