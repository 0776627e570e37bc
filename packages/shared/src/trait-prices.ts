import { z } from 'zod';
import { listResponse } from './envelopes.ts';

/**
 * One trait value's market, for the trait filters (decision 0091): amounts are decimal ether
 * strings ("0.1").
 */
export const TraitPriceSchema = z.object({
  traitType: z.string(),
  value: z.string(),
  /** The cheapest valid listing (ETH) among the live items with the value; null when none is listed. */
  floor: z.string().nullable(),
  /**
   * The best open, funded offer (WETH) a holder of the value could accept: a trait offer on exactly
   * this trait, or a collection offer (it covers every item). Null when there is none; absent when
   * the offerers' funds could not be read from the chain in time.
   */
  topOffer: z.string().nullable().optional(),
});
export type TraitPrice = z.infer<typeof TraitPriceSchema>;

/**
 * GET /api/collections/{token}/trait-prices: every trait value of the collection's live items that
 * has a floor or an offer, in the order of `unique-attributes` (trait types by code point, values
 * most common first).
 */
export const TraitPricesResponseSchema = listResponse(TraitPriceSchema);
