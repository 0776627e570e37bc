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
    /**
     * An item: `<tokenAddress>:<tokenId>` (address in lower case), as pages and the reaction routes
     * name items; a submission: its id.
     */
    id: z.string(),
  }),
  /** Points moved: quest completions, adjustments, claims, spends; `account` is whose balance moved. */
  z.object({ type: z.literal('leaderboard'), account: z.string().optional() }),
  /** An on-chain coin claim was made or confirmed for this account (lower case). */
  z.object({ type: z.literal('claim'), account: z.string() }),
  /**
   * A fan-art submission was created, approved, hidden or removed. Without `id`: several at once
   * (an X ingestion pass).
   */
  z.object({ type: z.literal('submission'), id: z.string().optional() }),
  /** Collections or their items changed (admin edits, the indexer). */
  z.object({ type: z.literal('catalogue'), collectionId: z.number().int().optional() }),
  /** The site configuration changed in the console (mode, name, navbar, styles): pages refetch it. */
  z.object({ type: z.literal('site') }),
  /**
   * This account (lower case) has a new notification, or marked some read on another tab. The stream
   * is public: the event names only the account; its own signed-in browser refetches its list.
   */
  z.object({ type: z.literal('notification'), account: z.string() }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveEventType = LiveEvent['type'];

/** Every event type, in the order the schema lists them (the `types` filter of GET /api/events). */
export const LIVE_EVENT_TYPES = [
  'reaction',
  'leaderboard',
  'claim',
  'submission',
  'catalogue',
  'site',
  'notification',
] as const;

const typesPattern = `(${LIVE_EVENT_TYPES.join('|')})`;

/** `?types=reaction,leaderboard`: a comma-separated subset of the event types; absent means all. */
export const LiveEventsQuerySchema = z.object({
  types: z
    .string()
    .max(200)
    // The check below as the OpenAPI document states it: a comma-separated list of known types.
    .meta({ pattern: `^\\s*(${typesPattern}\\s*(,\\s*${typesPattern}\\s*)*)?$` })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const names = [...new Set(value.split(',').map((name) => name.trim()))];
      const unknown = names.filter((name) => !(LIVE_EVENT_TYPES as readonly string[]).includes(name));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `unknown event type '${unknown[0]}' (one of ${LIVE_EVENT_TYPES.join(', ')})`,
        });
        return z.NEVER;
      }
      return names as LiveEventType[];
    }),
});
