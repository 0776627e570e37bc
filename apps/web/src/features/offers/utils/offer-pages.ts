/** One page of an offer list as the web keeps it: the items, the list's total, where the page starts. */
export type OffersPage<T> = { items: T[]; total: number; offset: number };

/** Where the next page starts, or undefined after the last one (a short page, or the total reached). */
export function nextOffset(last: OffersPage<unknown>, limit: number): number | undefined {
  const next = last.offset + limit;
  return last.items.length === limit && next < last.total ? next : undefined;
}
