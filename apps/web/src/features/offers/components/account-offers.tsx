import type { AccountOffer, EligibleItem, ItemOffer } from '@guardians/shared/offers';
import { useState } from 'react';
import { useAccountOffers } from '../api/get-account-offers.ts';
import type { OfferItem } from '../api/get-item-offers.ts';
import { offerContracts } from '../api/read-offer-funds.ts';
import { useAcceptOffer } from '../hooks/use-accept-offer.ts';
import { useCancelOffer } from '../hooks/use-cancel-offer.ts';
import { AcceptReceivedOfferDialog } from './accept-received-offer-dialog.tsx';
import { OfferList } from './offer-list.tsx';
import { OfferRow } from './offer-row.tsx';

type AccountOffersProps = {
  /** The wallet whose page this is: its owner is the viewer (the tab shows on one's own page only). */
  account: `0x${string}`;
  /** Refreshes what a sale of `item` changes beyond the offers (the wallet's items, the stats). */
  onTraded: (item: OfferItem) => Promise<void>;
};

/** At most this many of the holder's item ids are named in a row; the accept review lists them all. */
const NAMED_ITEMS = 5;

function YourItems({ eligible }: { eligible: EligibleItem[] }) {
  const named = eligible.slice(0, NAMED_ITEMS).map((item) => `#${item.tokenId}`);
  const more = eligible.length - named.length;
  return (
    <span>
      <span className="text-muted">{eligible.length === 1 ? 'Your item: ' : 'Your items: '}</span>
      {more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ')}
    </span>
  );
}

/**
 * The wallet owner's offers: those they received on what they hold (best first; Accept opens the sale
 * review, where they pick which item to sell) and those they made (newest first; Cancel on chain).
 */
export function AccountOffers(props: AccountOffersProps) {
  return offerContracts() ? (
    <AccountOffersLists {...props} />
  ) : (
    <p className="text-muted">Offers are not set up on this chain.</p>
  );
}

function AccountOffersLists({ account, onTraded }: AccountOffersProps) {
  const received = useAccountOffers(account, 'received');
  const made = useAccountOffers(account, 'made');
  const accepting = useAcceptOffer(onTraded);
  const cancelling = useCancelOffer();
  const [reviewing, setReviewing] = useState<AccountOffer | null>(null);
  const busy = accepting.accepting !== null || cancelling.cancelling !== null;
  const now = Date.now();
  const open = (offer: AccountOffer) => offer.status === 'active' || offer.status === 'unfunded';

  return (
    <div className="flex flex-col gap-10">
      <OfferList
        offers={received}
        title="Received"
        empty="No offers on your items yet."
        listLabel="Offers you received, best first"
        renderRow={(offer) => (
          <OfferRow
            key={offer.hash}
            offer={offer}
            context={
              offer.eligible && offer.eligible.length > 0 ? <YourItems eligible={offer.eligible} /> : null
            }
            canAccept={offer.status === 'active' && (offer.eligible?.length ?? 0) > 0}
            canCancel={false}
            busy={busy}
            accepting={accepting.accepting === offer.hash}
            cancelling={false}
            onAccept={() => setReviewing(offer)}
            onCancel={() => undefined}
            now={now}
          />
        )}
      />
      <OfferList
        offers={made}
        title="Made"
        empty="You have no open offers."
        listLabel="Offers you made, newest first"
        renderRow={(offer) => (
          <OfferRow
            key={offer.hash}
            offer={offer}
            context={
              offer.kind === 'item' ? <span className="text-muted">{`On item #${offer.tokenId}`}</span> : null
            }
            canAccept={false}
            canCancel={open(offer)}
            busy={busy}
            accepting={false}
            cancelling={cancelling.cancelling === offer.hash}
            onAccept={() => undefined}
            onCancel={() => void cancelling.cancel(offer)}
            now={now}
          />
        )}
      />
      <AcceptReceivedOfferDialog
        offer={reviewing}
        onClose={() => setReviewing(null)}
        onConfirm={(offer: ItemOffer, item: OfferItem) => {
          setReviewing(null);
          void accepting.accept(offer, item);
        }}
      />
    </div>
  );
}
