import { type OfferRecord, OfferResponseSchema } from '@guardians/shared/offers';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/offers/{hash}: one offer as the server sees it now. Asked while waiting for the indexer to
 * record an acceptance or a cancellation, never cached.
 */
export async function getOffer(hash: string): Promise<OfferRecord> {
  const data = await apiRequest(`/api/offers/${encodeURIComponent(hash)}`);
  return OfferResponseSchema.shape.data.parse(data);
}
