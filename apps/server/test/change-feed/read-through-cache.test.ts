import { describe, expect, it } from 'vitest';
import type { ChangeListener } from '../../src/infra/change-feed/change-feed.ts';
import { ReadThroughCache } from '../../src/infra/change-feed/read-through-cache.ts';

/** A feed the test drives: whether it is live, and what it announces. */
function fakeFeed() {
  const listeners = new Set<ChangeListener>();
  return {
    live: true,
    onChange(listener: ChangeListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announce(table: string | null, key?: string) {
      for (const listener of listeners) listener(table, key);
    },
  };
}

function counted<V>(value: V) {
  const loader = {
    calls: 0,
    load: async () => {
      loader.calls++;
      return value;
    },
  };
  return loader;
}

describe('ReadThroughCache', () => {
  it('reads once and serves the copy after, until one of its tables changes', async () => {
    const feed = fakeFeed();
    const cache = new ReadThroughCache<string>(feed, ['tokens'], 10);
    const loader = counted('row');
    expect(await cache.get('k', loader.load)).toBe('row');
    expect(await cache.get('k', loader.load)).toBe('row');
    expect(loader.calls).toBe(1);

    feed.announce('quests');
    await cache.get('k', loader.load);
    expect(loader.calls).toBe(1);

    feed.announce('tokens');
    await cache.get('k', loader.load);
    expect(loader.calls).toBe(2);

    feed.announce(null); // the feed was lost or came back: anything may have changed
    await cache.get('k', loader.load);
    expect(loader.calls).toBe(3);
  });

  it('reads every time while the feed is not live, and keeps nothing read then', async () => {
    const feed = fakeFeed();
    feed.live = false;
    const cache = new ReadThroughCache<string>(feed, ['tokens'], 10);
    const loader = counted('row');
    await cache.get('k', loader.load);
    await cache.get('k', loader.load);
    expect(loader.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('does not keep a read that was running when a change was announced', async () => {
    const feed = fakeFeed();
    const cache = new ReadThroughCache<string>(feed, ['tokens'], 10);
    let finish: (value: string) => void = () => {};
    const running = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    feed.announce('tokens');
    finish('read before the change');
    expect(await running).toBe('read before the change');
    const loader = counted('read after');
    expect(await cache.get('k', loader.load)).toBe('read after');
    expect(loader.calls).toBe(1);
  });

  it('keeps a value read elsewhere unless a change was announced since the keeper was made', async () => {
    const feed = fakeFeed();
    const cache = new ReadThroughCache<string>(feed, ['tokens'], 10);
    const keepA = cache.keeper('a');
    const keepB = cache.keeper('b');
    keepA('read in a transaction');
    expect(cache.peek('a')).toBe('read in a transaction');
    feed.announce('tokens', 'a');
    keepB('read before the change');
    expect(cache.peek('b')).toBeUndefined();
    cache.keeper('c')(undefined);
    expect(cache.size).toBe(0);
  });

  it('keeps no misses, and drops the oldest copy when full', async () => {
    const feed = fakeFeed();
    const cache = new ReadThroughCache<string>(feed, ['tokens'], 2);
    const missing = counted<string | undefined>(undefined);
    await cache.get('gone', missing.load);
    await cache.get('gone', missing.load);
    expect(missing.calls).toBe(2);

    const loaders = ['a', 'b', 'c'].map((key) => ({ key, loader: counted(key) }));
    for (const { key, loader } of loaders) await cache.get(key, loader.load);
    expect(cache.size).toBe(2);
    for (const { key, loader } of [...loaders].reverse()) await cache.get(key, loader.load);
    expect(loaders.map(({ loader }) => loader.calls)).toEqual([2, 1, 1]);
  });

  it('drops only the announced row when a change names one, and copies that no longer hold', async () => {
    const feed = fakeFeed();
    let now = 0;
    const cache = new ReadThroughCache<number>(feed, ['sessions'], 10, (expiry) => expiry > now);
    const a = counted(100);
    const b = counted(100);
    await cache.get('a', a.load);
    await cache.get('b', b.load);
    feed.announce('sessions', 'a');
    await cache.get('a', a.load);
    await cache.get('b', b.load);
    expect([a.calls, b.calls]).toEqual([2, 1]);

    now = 100; // both copies have expired
    await cache.get('b', b.load);
    expect(b.calls).toBe(2);
  });
});
