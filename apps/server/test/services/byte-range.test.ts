import { describe, expect, it } from 'vitest';
import { parseRange } from '../../src/infra/http/byte-range.ts';
import { LruCache } from '../../src/lib/lru-cache.ts';

describe('parseRange', () => {
  it('reads start-end, open-ended and suffix ranges', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('ignores what it does not serve: no header, several ranges, other units, reversed', () => {
    expect(parseRange(undefined, 1000)).toBeUndefined();
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeUndefined();
    expect(parseRange('items=0-1', 1000)).toBeUndefined();
    expect(parseRange('bytes=9-1', 1000)).toBeUndefined();
  });

  it('calls a range starting past the end unsatisfiable', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});

describe('LruCache', () => {
  it('evicts the least recently used entries once over its size budget', () => {
    const cache = new LruCache<string>(10, (v) => v.length);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    cache.get('a');
    cache.set('c', 'cccc');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.totalSize).toBe(8);
  });

  it('does not keep an entry larger than the whole budget', () => {
    const cache = new LruCache<string>(3, (v) => v.length);
    cache.set('big', 'xxxx');
    expect(cache.size).toBe(0);
  });
});
