import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { useCollectionOffers } from '../api/get-collection-offers.ts';
import { offerContracts } from '../api/read-offer-funds.ts';
import { useCancelOffer } from '../hooks/use-cancel-offer.ts';
import { sameAccount } from '../utils/offer-labels.ts';
import { CollectionOfferButton, type OfferCollection } from './collection-offer-button.tsx';
import { OfferList } from './offer-list.tsx';
import { OfferRow } from './offer-row.tsx';

/**
 * The collection's open offers on any item and on traits, best first as the server ranks them, with
 * the buttons to make one; an offerer cancels their own here. Holders accept them from their item's
 * page or their wallet's Offers tab, where the item to sell is known.
 */
export function CollectionOffers({ collection }: { collection: OfferCollection }) {
  // Where offers are not set up there is nothing to list (and nothing to ask the server).
  return offerContracts() ? <CollectionOffersSection collection={collection} /> : null;
}

function CollectionOffersSection({ collection }: { collection: OfferCollection }) {
  const wallet = useWallet();
  const offers = useCollectionOffers(collection.tokenAddress);
  const cancelling = useCancelOffer();
  const viewer = wallet.status === 'connected' ? wallet.address : undefined;
  const now = Date.now();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
      <OfferList
        offers={offers}
        title="Offers"
        empty="No collection or trait offers yet."
        listLabel="Collection and trait offers, best first"
        actions={
          <>
            <CollectionOfferButton kind="collection" collection={collection} />
            <CollectionOfferButton kind="trait" collection={collection} />
          </>
        }
        renderRow={(offer) => (
          <OfferRow
            key={offer.hash}
            offer={offer}
            canAccept={false}
            canCancel={sameAccount(offer.offerer, viewer)}
            busy={cancelling.cancelling !== null}
            accepting={false}
            cancelling={cancelling.cancelling === offer.hash}
            onAccept={() => undefined}
            onCancel={() => void cancelling.cancel(offer)}
            now={now}
          />
        )}
      />
    </div>
  );
}
