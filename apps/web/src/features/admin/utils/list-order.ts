/** One row of an ordered list one place up (-1) or down (1). */
export type RowMove = { id: number; step: -1 | 1 };

/**
 * A display order (quests, certified prizes) with `id` moved one place up (-1) or down (1); null
 * when it cannot move (the first one up, the last one down, or an id the order does not hold).
 */
export function movedOrder(ids: readonly number[], id: number, step: -1 | 1): number[] | null {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from === -1 || to < 0 || to >= ids.length) return null;
  const order = [...ids];
  order[from] = order[to] as number;
  order[to] = id;
  return order;
}
