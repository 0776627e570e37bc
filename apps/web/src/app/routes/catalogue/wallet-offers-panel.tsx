import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshAfterTrade } from '../../../features/item/hooks/refresh-after-trade.ts';
import type { OfferItem } from '../../../features/offers/api/get-item-offers.ts';
import { AccountOffers } from '../../../features/offers/components/account-offers.tsx';

/**
 * The wallet page's Offers tab: the offers feature's received and made lists. Accepting one is a
 * sale, so what a sale changes is refreshed as on the item page (the wallet's items, the stats).
 */
export function WalletOffersPanel({ account }: { account: `0x${string}` }) {
  const queryClient = useQueryClient();
  const onTraded = useCallback((item: OfferItem) => refreshAfterTrade(queryClient, item), [queryClient]);
  return <AccountOffers account={account} onTraded={onTraded} />;
}
