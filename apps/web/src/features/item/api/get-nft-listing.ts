import { type ListingRecord, NftListingResponseSchema } from '@guardians/shared/trading';
import { apiRequest } from '../../../lib/api-client.ts';
import { type NftKey, nftPath } from './get-nft.ts';

/**
 * GET /api/nfts/{token}/{id}/listing: the cheapest listing a buyer can fill right now, with its
 * signature (the server checks approval and nonce on chain); null when the item is not for sale.
 * Asked at the moment of buying or cancelling, never cached: a stale listing only fails on chain.
 */
export async function getNftListing(key: NftKey): Promise<ListingRecord | null> {
  const data = await apiRequest(`${nftPath(key)}/listing`);
  return NftListingResponseSchema.shape.data.parse(data);
}
