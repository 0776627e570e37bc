import type { AccountOffer, ItemOffer } from '@guardians/shared/offers';
import { useId, useState } from 'react';
import type { OfferItem } from '../api/get-item-offers.ts';
import { AcceptOfferDialog } from './accept-offer-dialog.tsx';
import { fieldClass } from './offer-fields.tsx';

type AcceptReceivedOfferDialogProps = {
  /** The received offer under review (with the holder's items it would buy); null when closed. */
  offer: AccountOffer | null;
  onClose: () => void;
  onConfirm: (offer: ItemOffer, item: OfferItem) => void;
};

/**
 * The item page's accept review for an offer received on the wallet page: where the offer would buy
 * any of several of the holder's items (a collection or trait offer), the holder picks which one to
 * sell first, and the split is quoted for that item.
 */
export function AcceptReceivedOfferDialog({ offer, onClose, onConfirm }: AcceptReceivedOfferDialogProps) {
  // Keyed by offer: a new review starts from the first item, not the last offer's choice.
  return <Review key={offer?.hash ?? 'closed'} offer={offer} onClose={onClose} onConfirm={onConfirm} />;
}

function Review({ offer, onClose, onConfirm }: AcceptReceivedOfferDialogProps) {
  const id = useId();
  const choices = offer?.eligible ?? [];
  const [tokenId, setTokenId] = useState(choices[0]?.tokenId ?? '');
  const chosen = choices.find((choice) => choice.tokenId === tokenId) ?? choices[0];
  const item = { tokenAddress: offer?.collection ?? '', tokenId: chosen?.tokenId ?? '0' };
  const itemOffer = offer && chosen ? { ...offer, proof: chosen.proof } : null;
  const picker =
    choices.length > 1 ? (
      <div className="mb-4 flex flex-col gap-1.5">
        <label htmlFor={`${id}-item`} className="text-sm font-semibold text-fg">
          Item to sell
        </label>
        <select
          id={`${id}-item`}
          value={chosen?.tokenId ?? ''}
          onChange={(event) => setTokenId(event.target.value)}
          className={`${fieldClass} min-h-11`}
        >
          {choices.map((choice) => (
            <option key={choice.tokenId} value={choice.tokenId}>
              {`#${choice.tokenId}`}
            </option>
          ))}
        </select>
      </div>
    ) : undefined;
  return (
    <AcceptOfferDialog
      open={itemOffer !== null}
      onClose={onClose}
      item={item}
      offer={itemOffer}
      itemPicker={picker}
      onConfirm={() => {
        if (itemOffer) onConfirm(itemOffer, item);
      }}
    />
  );
}
