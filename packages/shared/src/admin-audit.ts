import { z } from 'zod';
import { NUL_MESSAGE, withoutNul } from './db-limits.ts';
import { listResponse } from './envelopes.ts';

/** One console change: who made it, what it was, on what, the state before and after, and when. */
const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actor: z.string(),
  /** The actor's profile name, when they have one. */
  actorName: z.string().nullable(),
  /** `<area>.<verb>`, e.g. `site.update`, `roles.grant`, `quests.create`. */
  action: z.string(),
  /** What was changed, e.g. `quest 12`, `0xabc… moderator`; null for the site itself. */
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListResponseSchema = listResponse(AuditEntrySchema);

export const AUDIT_PAGE_SIZE = 25;

/** `GET /api/admin/audit`: newest first; `q` matches the actor, action or target. */
export const AuditQuerySchema = z.object({
  offset: z.coerce.number<string | number>().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  q: z.string().trim().max(100).refine(withoutNul, NUL_MESSAGE).optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
