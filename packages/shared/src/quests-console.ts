import { z } from 'zod';
import { MAX_PAGE_OFFSET, NUL_MESSAGE, PG_INTEGER_MAX, withoutNul } from './db-limits.ts';
import { listResponse } from './envelopes.ts';
import { QuestCompletionSchema, QuestSchema, QuestStatusSchema } from './quests.ts';

const page = {
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(100).default(25),
  q: z.string().trim().max(100).refine(withoutNul, NUL_MESSAGE).optional(),
};

/** `GET /api/admin/quests`: every quest in display order; q matches the title or the slug. */
export const ConsoleQuestQuerySchema = z.object(page);

/** A quest as the console lists it: where it came from, and how many completions await review. */
export const ConsoleQuestSchema = QuestSchema.extend({
  /** 'file': as content/quests.json made it; 'edited': from the file, changed in the console; 'console'. */
  origin: z.enum(['file', 'edited', 'console']),
  pending: z.number().int(),
});
export type ConsoleQuest = z.infer<typeof ConsoleQuestSchema>;
export const ConsoleQuestListResponseSchema = listResponse(ConsoleQuestSchema);

/** `PUT /api/admin/quests/order`: every quest's id, once, in the new display order. */
export const QuestOrderBodySchema = z.object({
  ids: z
    .array(z.number().int().positive().max(PG_INTEGER_MAX))
    .min(1)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, 'each quest may appear once'),
});

/** `GET /api/admin/quest-completions`: the review queue across quests, oldest first (fair order). */
export const ReviewQueueQuerySchema = z.object({
  ...page,
  status: QuestStatusSchema.exclude(['not_started']).default('pending'),
});
export const ReviewQueueItemSchema = QuestCompletionSchema.extend({
  questTitle: z.string(),
  points: z.number(),
});
export type ReviewQueueItem = z.infer<typeof ReviewQueueItemSchema>;
export const ReviewQueueResponseSchema = listResponse(ReviewQueueItemSchema);

/** `POST /api/admin/quest-completions/{id}/reject`: the reason the member sees (optional). */
export const CompletionRejectBodySchema = z
  .object({ reason: z.string().trim().min(1).max(500).refine(withoutNul, NUL_MESSAGE).optional() })
  // A bodiless POST (the call before reasons existed) reaches validation as null.
  .nullish();
