import { z } from 'zod';

/**
 * What changed, sent to open pages over server-sent events (GET /api/events) and used by the API
 * nodes to drop cached lists. Events name what changed, not the new state: a page that cares
 * refetches what it shows, so an event can never carry data its reader may not see.
 */
export const LiveEventSchema = z.discriminatedUnion('type', [
  /** A like or a fan-art love changed a count. */
  z.object({
    type: z.literal('reaction'),
    target: z.enum(['item', 'submission']),
    /** The item (`<collectionId>:<tokenId>`) or the submission id. */
    id: z.string(),
  }),
  /** Points moved: quest completions, adjustments, claims, spends. */
  z.object({ type: z.literal('leaderboard') }),
  /** An on-chain coin claim was made or confirmed for this account. */
  z.object({ type: z.literal('claim'), account: z.string() }),
  /** A fan-art submission was created, approved, hidden or removed. */
  z.object({ type: z.literal('submission'), id: z.string() }),
  /** Collections or their items changed (admin edits, the indexer). */
  z.object({ type: z.literal('catalogue'), collectionId: z.number().int().optional() }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveEventType = LiveEvent['type'];
