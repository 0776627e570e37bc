import { CollectionItemsResponseSchema } from '@guardians/shared/catalogue';
import { apiRequest } from '../../../lib/api-client.ts';
import type { CartItem } from '../utils/cart-store.ts';

/** One page of the collection in price order is enough: the cart holds at most 20, listed items lead. */
const LOOK_AHEAD = 50;

/**
 * The collection's `count` cheapest listed items the viewer does not own, cheapest first, as the
 * grid's "Listed first, price low to high" order shows them (GET /api/collections/{ref}).
 */
export async function getCheapestListed(options: {
  collectionRef: string;
  chainId: number;
  count: number;
  viewer: string | undefined;
}): Promise<CartItem[]> {
  const query = new URLSearchParams({
    chainId: String(options.chainId),
    offset: '0',
    limit: String(LOOK_AHEAD),
    withPrices: 'true',
    sortBy: 'price_asc',
  });
  const data = CollectionItemsResponseSchema.shape.data.parse(
    await apiRequest(`/api/collections/${encodeURIComponent(options.collectionRef)}?${query}`),
  );
  const priceOf = new Map((data.prices ?? []).map((p) => [p.tokenId, p.price]));
  const viewer = options.viewer?.toLowerCase();
  const picked: CartItem[] = [];
  for (const asset of data.assets) {
    const price = priceOf.get(asset.tokenId);
    // Listed items lead the order: the first unlisted one ends the listed ones.
    if (!price) break;
    if (viewer && asset.owner?.toLowerCase() === viewer) continue;
    picked.push({
      tokenAddress: asset.tokenAddress,
      tokenId: asset.tokenId,
      name: asset.name ?? `#${asset.tokenId}`,
      image: asset.thumbnail ?? asset.image,
      price,
    });
    if (picked.length === options.count) break;
  }
  return picked;
}
