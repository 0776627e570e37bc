/** Entries grouped by category, groups in the order their first entry appears. */
export function groupByCategory<T extends { category: string }>(
  entries: T[],
): { category: string; entries: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const group = groups.get(entry.category);
    if (group) group.push(entry);
    else groups.set(entry.category, [entry]);
  }
  return [...groups].map(([category, grouped]) => ({ category, entries: grouped }));
}
