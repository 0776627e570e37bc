import type { ItemOffer } from '@guardians/shared/offers';
import { useState } from 'react';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { type OfferItem, useItemOffers } from '../api/get-item-offers.ts';
import { offerContracts } from '../api/read-offer-funds.ts';
import { useAcceptOffer } from '../hooks/use-accept-offer.ts';
import { useCancelOffer } from '../hooks/use-cancel-offer.ts';
import { sameAccount } from '../utils/offer-labels.ts';
import { AcceptOfferDialog } from './accept-offer-dialog.tsx';
import { OfferList } from './offer-list.tsx';
import { OfferRow } from './offer-row.tsx';

type ItemOffersProps = {
  item: OfferItem;
  /** The item's owner: they may accept; null for a burned item. */
  owner: string | null;
  /** Refreshes what a sale changes beyond the offers (the owner, price, activity, stats). */
  onTraded: () => Promise<void>;
};

/**
 * The item's open offers, best first as the server ranks them: the holder accepts a funded one, an
 * offerer cancels their own. Unfunded offers stay listed, muted, with why they cannot be accepted now.
 */
export function ItemOffers(props: ItemOffersProps) {
  // Where offers are not set up there is nothing to list (and nothing to ask the server).
  return offerContracts() ? <OffersSection {...props} /> : null;
}

function OffersSection({ item, owner, onTraded }: ItemOffersProps) {
  const wallet = useWallet();
  const offers = useItemOffers(item);
  const accepting = useAcceptOffer(onTraded);
  const cancelling = useCancelOffer();
  const [reviewing, setReviewing] = useState<ItemOffer | null>(null);

  const viewer = wallet.status === 'connected' ? wallet.address : undefined;
  const isHolder = sameAccount(viewer, owner);
  const busy = accepting.accepting !== null || cancelling.cancelling !== null;
  const now = Date.now();

  return (
    <>
      <OfferList
        offers={offers}
        title="Offers"
        empty="No offers yet."
        listLabel="Open offers, best first"
        renderRow={(offer) => (
          <OfferRow
            key={offer.hash}
            offer={offer}
            canAccept={isHolder && offer.status === 'active' && !sameAccount(offer.offerer, viewer)}
            canCancel={sameAccount(offer.offerer, viewer)}
            busy={busy}
            accepting={accepting.accepting === offer.hash}
            cancelling={cancelling.cancelling === offer.hash}
            onAccept={() => setReviewing(offer)}
            onCancel={() => void cancelling.cancel(offer)}
            now={now}
          />
        )}
      />
      <AcceptOfferDialog
        open={reviewing !== null}
        onClose={() => setReviewing(null)}
        item={item}
        offer={reviewing}
        onConfirm={() => {
          const offer = reviewing;
          setReviewing(null);
          if (offer) void accepting.accept(offer, item);
        }}
      />
    </>
  );
}
