import { type CreateOfferBody, type OfferRecord, OfferSchema } from '@guardians/shared/offers';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/offers: stores the signed offer (the session must be the offerer's). The server answers
 * 201 for a new offer and 200 for the same one again, so a retried request places it once.
 */
export async function createOffer(body: CreateOfferBody): Promise<OfferRecord> {
  const data = await apiRequest('/api/offers', { method: 'POST', body });
  return OfferSchema.parse(data);
}
