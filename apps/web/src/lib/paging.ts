/** Spec 4/9: offset paging; the offset is always a page index times the page size. */
export type PageState = { offset: number; limit: number; total: number };

/** Snaps a hand-edited offset onto a page boundary. */
export function pageOffset(offset: number, limit: number): number {
  if (!Number.isFinite(offset) || offset <= 0) return 0;
  return Math.floor(offset / limit) * limit;
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** 1-based, for "Page 2 of 24". */
export function pageNumber(offset: number, limit: number): number {
  return Math.floor(offset / limit) + 1;
}

/** The offset of the last page (0 for an empty list). */
export function lastPageOffset(total: number, limit: number): number {
  return (pageCount(total, limit) - 1) * limit;
}

export function hasPrevPage({ offset }: Pick<PageState, 'offset'>): boolean {
  return offset > 0;
}

export function hasNextPage({ offset, limit, total }: PageState): boolean {
  return offset + limit < total;
}

/** Prev floors at 0. */
export function prevOffset({ offset, limit }: Pick<PageState, 'offset' | 'limit'>): number {
  return Math.max(0, pageOffset(offset, limit) - limit);
}

/** Next stops at the last page. */
export function nextOffset(page: PageState): number {
  const here = pageOffset(page.offset, page.limit);
  return Math.min(here + page.limit, lastPageOffset(page.total, page.limit));
}
