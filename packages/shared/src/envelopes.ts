import { z } from 'zod';

/**
 * The two answer shapes every API route shares (docs/architecture.md, "Answer shapes"; decision
 * 0068). A JSON answer is `{ data: value }`; a list's value is `{ items, total }` (total: how many
 * the whole list holds, not this page); a count's value is the number itself.
 */

/** `{ items, total }`: a list (a page of it, or all of it) and how many the whole list holds. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().nonnegative() });
}

/** `{ data: { items, total } }`: the answer of every list route. */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: listOf(item) });
}

/** `{ data: n }`: the answer of every count route. */
export const CountResponseSchema = z.object({ data: z.number().int().nonnegative() });
