import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ItemTradeContext } from '../../../features/item/components/item-page.tsx';
import { refreshAfterTrade } from '../../../features/item/hooks/refresh-after-trade.ts';
import { offerContracts } from '../../../features/offers/api/read-offer-funds.ts';
import { ItemOffers } from '../../../features/offers/components/item-offers.tsx';
import { MakeOfferButton } from '../../../features/offers/components/make-offer-button.tsx';
import { WatchButton } from '../../../features/watchlist/components/watch-button.tsx';

function OffersOfItem({ nft, owner }: ItemTradeContext) {
  const queryClient = useQueryClient();
  // Accepting an offer is a sale: the item's owner, price, activity and the collection's stats move.
  const onTraded = useCallback(() => refreshAfterTrade(queryClient, nft), [queryClient, nft]);
  return <ItemOffers item={nft} owner={owner} onTraded={onTraded} />;
}

/** Watching an item (and its price alert) needs no marketplace of its own: the listings tell. */
function WatchItem({ nft, name }: ItemTradeContext) {
  return (
    <WatchButton target={{ kind: 'item', collection: nft.tokenAddress, tokenId: nft.tokenId }} name={name} />
  );
}

/**
 * The offers and watchlist features in the item page's trade slots: Make offer and Watch beside Buy
 * now, the offers under the trade panel. No offers where the chain has none (no marketplace, or one
 * without WETH).
 */
export function itemOfferSlots() {
  if (!offerContracts()) return { tradeActions: (trade: ItemTradeContext) => <WatchItem {...trade} /> };
  return {
    tradeActions: (trade: ItemTradeContext) => (
      <>
        <MakeOfferButton item={trade.nft} owner={trade.owner} itemName={trade.name} />
        <WatchItem {...trade} />
      </>
    ),
    tradeSection: (trade: ItemTradeContext) => <OffersOfItem {...trade} />,
  };
}
