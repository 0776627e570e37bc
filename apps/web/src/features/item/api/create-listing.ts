import { type CreateListingBody, type ListingRecord, ListingSchema } from '@guardians/shared/trading';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/listings: stores the signed listing (the session must be the seller's). */
export async function createListing(body: CreateListingBody): Promise<ListingRecord> {
  const data = await apiRequest('/api/listings', { method: 'POST', body });
  return ListingSchema.parse(data);
}
