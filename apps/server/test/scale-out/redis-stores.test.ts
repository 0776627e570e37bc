import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListCache } from '../../src/infra/list-cache/list-cache.ts';
import { RedisWindowCounter } from '../../src/infra/rate-limits/redis-window-counter.ts';
import { deleteKeys, prefixedRedis, REDIS_URL, testPrefix } from './scale-out-nodes.ts';

const prefix = testPrefix();
let redis: Redis;
let other: Redis;
let inspect: Redis;

beforeAll(() => {
  redis = prefixedRedis(prefix);
  other = prefixedRedis(prefix); // a second node's connection
  inspect = new Redis(REDIS_URL);
});
afterAll(async () => {
  await deleteKeys(inspect, prefix);
  for (const client of [redis, other, inspect]) await client.quit();
});

/** A fill that counts its calls and answers `value`. */
function counted<T>(value: () => T) {
  const fill = async () => {
    fill.calls += 1;
    return value();
  };
  fill.calls = 0;
  return fill;
}

describe('RedisWindowCounter', () => {
  it('counts hits in a fixed window that ends when the first hit said', async () => {
    const counter = new RedisWindowCounter(redis);
    const now = Date.now();
    const first = await counter.hit('api', 'k1', 60_000, now);
    const second = await new RedisWindowCounter(other).hit('api', 'k1', 60_000, now + 10);
    expect(first.hits).toBe(1);
    expect(second.hits).toBe(2);
    expect(first.resetAt).toBeGreaterThan(now + 59_000);
    expect(first.resetAt).toBeLessThanOrEqual(now + 60_000);
    // The window does not slide with later hits.
    expect(second.resetAt).toBeLessThanOrEqual(first.resetAt + 10);
  });

  it('peeks without counting, and reports a fresh window for an unknown key', async () => {
    const counter = new RedisWindowCounter(redis);
    await counter.hit('login-ip', 'k2', 60_000);
    expect((await counter.peek('login-ip', 'k2', 60_000)).hits).toBe(1);
    expect((await counter.peek('login-ip', 'k2', 60_000)).hits).toBe(1);
    const now = Date.now();
    expect(await counter.peek('login-ip', 'unknown', 60_000, now)).toEqual({
      hits: 0,
      resetAt: now + 60_000,
    });
  });

  it('starts over once the window has ended', async () => {
    const counter = new RedisWindowCounter(redis);
    await counter.hit('api', 'k3', 150);
    await counter.hit('api', 'k3', 150);
    await sleep(250);
    expect((await counter.peek('api', 'k3', 150)).hits).toBe(0);
    expect((await counter.hit('api', 'k3', 150)).hits).toBe(1);
  });

  it('keeps buckets apart', async () => {
    const counter = new RedisWindowCounter(redis);
    await counter.hit('api', 'k4', 60_000);
    expect((await counter.hit('GET /api/x', 'k4', 60_000)).hits).toBe(1);
    expect(await inspect.exists(`${prefix}guardians:rl:api:k4`, `${prefix}guardians:rl:GET /api/x:k4`)).toBe(
      2,
    );
  });
});

describe('ListCache', () => {
  const list = { name: 'things', params: { limit: 10 }, tags: ['things'] };

  it('serves the first fill to every node until a tag changes, then fills again', async () => {
    const a = new ListCache(redis, { prefix: 'lc1:' });
    const b = new ListCache(other, { prefix: 'lc1:' });
    let value = 'old';
    const fill = counted(() => ({ value }));
    expect(await a.read(list, fill)).toEqual({ value: 'old' });
    value = 'new';
    expect(await b.read(list, fill)).toEqual({ value: 'old' });
    expect(fill.calls).toBe(1);
    await b.invalidate(['things']);
    expect(await a.read(list, fill)).toEqual({ value: 'new' });
    expect(await b.read(list, fill)).toEqual({ value: 'new' });
    expect(fill.calls).toBe(2);
  });

  it('keeps pages with other parameters and other tags apart', async () => {
    const cache = new ListCache(redis, { prefix: 'lc2:' });
    const fill = counted(() => 1);
    await cache.read(list, fill);
    await cache.read({ ...list, params: { limit: 20 } }, fill);
    await cache.read({ ...list, name: 'others', tags: ['others'] }, fill);
    expect(fill.calls).toBe(3);
    await cache.invalidate(['others']);
    await cache.read(list, fill);
    expect(fill.calls).toBe(3);
  });

  it('never stores an answer whose query began before a change it missed', async () => {
    const cache = new ListCache(redis, { prefix: 'lc3:' });
    let release: () => void = () => {};
    const slow = async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return 'read before the change';
    };
    const pending = cache.read(list, slow);
    await sleep(50); // the slow reader has taken the versions and is querying
    await cache.invalidate(['things']);
    release();
    expect(await pending).toBe('read before the change');
    expect(await cache.read(list, async () => 'read after the change')).toBe('read after the change');
  });

  it('expires entries after the TTL even without an event', async () => {
    const cache = new ListCache(redis, { prefix: 'lc4:', ttlMs: 150 });
    const fill = counted(() => 1);
    await cache.read(list, fill);
    await cache.read(list, fill);
    await sleep(250);
    await cache.read(list, fill);
    expect(fill.calls).toBe(2);
  });

  it('keeps entries filled right after a change only briefly when lists read a replica', async () => {
    const cache = new ListCache(redis, { prefix: 'lc5:', settleMs: 300 });
    await cache.read(list, async () => 'before');
    await cache.invalidate(['things']);
    await cache.read(list, async () => 'maybe a lagging replica');
    const [entry] = await inspect
      .keys(`${prefix}lc5:e:things:*`)
      .then((keys) => keys.filter((k) => k.includes(':1:')));
    expect(entry).toBeDefined();
    const ttl = await inspect.pttl(entry ?? '');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
  });

  it('runs the query every time without Redis', async () => {
    const cache = new ListCache(undefined);
    const fill = counted(() => 1);
    await cache.read(list, fill);
    await cache.read(list, fill);
    await cache.invalidate(['things']);
    expect(cache.enabled).toBe(false);
    expect(fill.calls).toBe(2);
  });
});
