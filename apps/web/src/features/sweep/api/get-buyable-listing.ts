import { type ListingRecord, NftListingResponseSchema } from '@guardians/shared/trading';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/nfts/{token}/{id}/listing: the cheapest listing a buyer can fill right now, with its
 * signature; null when the item is no longer for sale. Asked when the cart is reviewed, never cached.
 */
export async function getBuyableListing(item: {
  tokenAddress: string;
  tokenId: string;
  chainId: number;
}): Promise<ListingRecord | null> {
  const data = await apiRequest(
    `/api/nfts/${encodeURIComponent(item.tokenAddress)}/${encodeURIComponent(item.tokenId)}/listing?chainId=${item.chainId}`,
  );
  return NftListingResponseSchema.shape.data.parse(data);
}
