import { describe, expect, it } from 'vitest';
import {
  hasNextPage,
  hasPrevPage,
  lastPageOffset,
  nextOffset,
  pageCount,
  pageNumber,
  pageOffset,
  prevOffset,
} from './paging.ts';

describe('paging', () => {
  it('prev floors at 0', () => {
    expect(prevOffset({ offset: 50, limit: 50 })).toBe(0);
    expect(prevOffset({ offset: 0, limit: 50 })).toBe(0);
    expect(hasPrevPage({ offset: 0 })).toBe(false);
  });

  it('next stops at the last page', () => {
    expect(nextOffset({ offset: 0, limit: 50, total: 120 })).toBe(50);
    expect(nextOffset({ offset: 100, limit: 50, total: 120 })).toBe(100);
    expect(hasNextPage({ offset: 100, limit: 50, total: 120 })).toBe(false);
    expect(hasNextPage({ offset: 50, limit: 50, total: 120 })).toBe(true);
  });

  it('has no next page when the total fits exactly', () => {
    expect(hasNextPage({ offset: 50, limit: 50, total: 100 })).toBe(false);
    expect(nextOffset({ offset: 50, limit: 50, total: 100 })).toBe(50);
  });

  it('counts pages, with one (empty) page for no items', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(1200, 50)).toBe(24);
    expect(pageCount(1201, 50)).toBe(25);
    expect(lastPageOffset(1201, 50)).toBe(1200);
    expect(lastPageOffset(0, 50)).toBe(0);
  });

  it('snaps a hand-edited offset onto a page boundary', () => {
    expect(pageOffset(73, 50)).toBe(50);
    expect(pageOffset(-5, 50)).toBe(0);
    expect(pageNumber(50, 50)).toBe(2);
  });
});
