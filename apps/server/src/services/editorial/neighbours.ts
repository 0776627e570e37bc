import { EditorialLockedError, EditorialNotFoundError } from './editorial-errors.ts';

interface Entry {
  id: string;
  data: { title: string; isOpened: boolean };
}
type Neighbour = { id: string; title: string } | null;

/**
 * The entry with `id`, refusing a locked one, and the nearest OPEN entries before and after it:
 * a previous/next link to a locked page would only lead to "not open yet".
 */
export function openEntryWithNeighbours<E extends Entry>(
  entries: E[],
  id: string,
): { entry: E; previous: Neighbour; next: Neighbour } {
  const index = entries.findIndex((e) => e.id === id);
  const entry = entries[index];
  if (!entry) throw new EditorialNotFoundError();
  if (!entry.data.isOpened) throw new EditorialLockedError();
  const link = (e: E | undefined): Neighbour => (e ? { id: e.id, title: e.data.title } : null);
  const previous = entries.slice(0, index).findLast((e) => e.data.isOpened);
  const next = entries.slice(index + 1).find((e) => e.data.isOpened);
  return { entry, previous: link(previous), next: link(next) };
}
