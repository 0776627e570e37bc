import { z } from 'zod';
import { listResponse } from './envelopes.ts';
import { OfferSchema } from './offers.ts';

// The wallet's and the collection page's offer answers: apart from offers.ts, so the item page
// does not build them while it loads (decision 0061).

/** At most this many of a holder's items are named per received offer (the lowest token ids). */
export const OFFER_ELIGIBLE_MAX = 50;

/** One of the holder's items an offer would buy, with its Merkle proof for a trait offer ([] otherwise). */
export const EligibleItemSchema = z.object({ tokenId: z.string(), proof: z.array(z.string()) });
export type EligibleItem = z.infer<typeof EligibleItemSchema>;

/**
 * An offer in an account's list. With `role=received`, `eligible` names the account's items it would
 * buy (at most OFFER_ELIGIBLE_MAX, by token id), so the holder picks one to sell.
 */
export const AccountOfferSchema = OfferSchema.extend({ eligible: z.array(EligibleItemSchema).optional() });
export type AccountOffer = z.infer<typeof AccountOfferSchema>;
export const AccountOfferListResponseSchema = listResponse(AccountOfferSchema);

/**
 * The Merkle root of the live items carrying a trait, as POST /api/offers rebuilds it, and how many
 * items it covers: what a trait offer signs.
 */
export const TraitRootResponseSchema = z.object({
  data: z.object({ root: z.string(), tokenCount: z.number().int() }),
});
export type TraitRoot = z.infer<typeof TraitRootResponseSchema>['data'];
