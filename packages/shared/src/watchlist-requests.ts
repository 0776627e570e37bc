import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { TokenIdSchema } from './catalogue.ts';
import { PG_INTEGER_MAX } from './db-limits.ts';
import { AlertPriceWeiSchema, WatchTraitSchema } from './watchlist.ts';

// What the watchlist routes take in: apart from watchlist.ts (what they answer), so a page with a
// Watch button does not build these while it loads (decision 0061).

/** Absent or null: watch without an alert (the watchlist still shows the floor). */
const alert = { alertPriceWei: AlertPriceWeiSchema.nullable().optional() };

/**
 * `POST /api/watchlist`: what to watch. Watching it again answers the stored watch (200), with the
 * alert price replaced when the body names one.
 */
export const CreateWatchBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('collection'), collection: AddressSchema, ...alert }),
  z.object({ kind: z.literal('item'), collection: AddressSchema, tokenId: TokenIdSchema, ...alert }),
  z.object({ kind: z.literal('trait'), collection: AddressSchema, trait: WatchTraitSchema, ...alert }),
]);
export type CreateWatchBody = z.infer<typeof CreateWatchBodySchema>;

/** `PUT /api/watchlist/{id}`: the alert price; null removes the alert and keeps the watch. */
export const UpdateWatchBodySchema = z.object({ alertPriceWei: AlertPriceWeiSchema.nullable() });
export type UpdateWatchBody = z.infer<typeof UpdateWatchBodySchema>;

export const WatchIdParamsSchema = z.object({
  id: z.coerce.number<string | number>().int().positive().max(PG_INTEGER_MAX),
});
