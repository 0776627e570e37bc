import type { ListingRecord } from '@guardians/shared/trading';
import { useQuery } from '@tanstack/react-query';
import { getBuyableListing } from '../api/get-buyable-listing.ts';
import { type CartItem, cartKey } from '../utils/cart-store.ts';

/** One cart line as the sweep will send it: its listing now, or why it is left out. */
export type QuotedItem = {
  item: CartItem;
  listing: ListingRecord | null;
  problem: 'not-for-sale' | 'yours' | null;
};

export type SweepQuote = { lines: QuotedItem[]; buyable: ListingRecord[]; totalWei: bigint };

/**
 * The cart's listings as a buyer can fill them now, fetched when the review opens: the sweep sends
 * exactly these, for exactly their total, so what the person approved is what the wallet asks. Not
 * refreshed while the review is open (the contract skips, at no cost, whatever sells meanwhile).
 */
export function useSweepQuote(
  cart: readonly CartItem[],
  options: { chainId: number; viewer?: string | undefined; enabled: boolean },
) {
  const viewer = options.viewer?.toLowerCase();
  return useQuery({
    queryKey: ['sweep-quote', options.chainId, viewer ?? null, cart.map(cartKey)] as const,
    enabled: options.enabled && cart.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    queryFn: async (): Promise<SweepQuote> => {
      const lines = await Promise.all(
        cart.map(async (item): Promise<QuotedItem> => {
          const listing = await getBuyableListing({ ...item, chainId: options.chainId });
          if (!listing) return { item, listing: null, problem: 'not-for-sale' };
          if (viewer && listing.seller.toLowerCase() === viewer) return { item, listing, problem: 'yours' };
          return { item, listing, problem: null };
        }),
      );
      const buyable = lines.flatMap((line) => (line.problem === null && line.listing ? [line.listing] : []));
      const totalWei = buyable.reduce((sum, listing) => sum + BigInt(listing.price), 0n);
      return { lines, buyable, totalWei };
    },
  });
}
