import type { ItemOffer } from '@guardians/shared/offers';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CloseButton } from '../../../components/ui/close-button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Person } from '../../../components/ui/person.tsx';
import { type SaleQuote, useSaleQuote } from '../../../lib/api/get-sale-quote.ts';
import { formatWei } from '../../../lib/ether-amount.ts';
import { formatUsdValue, useEtherPrice } from '../../../lib/ether-price.ts';
import type { OfferItem } from '../api/get-item-offers.ts';
import { offerKindLabel } from '../utils/offer-labels.ts';

type AcceptOfferDialogProps = {
  open: boolean;
  onClose: () => void;
  item: OfferItem;
  /** The offer under review; the dialog stays mounted (closed) without one. */
  offer: ItemOffer | null;
  onConfirm: () => void;
  /** Above the summary when the holder has several items the offer would buy: which one to sell. */
  itemPicker?: ReactNode;
};

/**
 * A last look before selling to an offer: the amount, the marketplace's fee and the creator's royalty
 * from the contract's own `quote` (an accepted offer is split exactly as a sale), and what the holder
 * receives, in WETH.
 */
export function AcceptOfferDialog({
  open,
  onClose,
  item,
  offer,
  onConfirm,
  itemPicker,
}: AcceptOfferDialogProps) {
  const id = useId();
  const etherPrice = useEtherPrice();
  const quote = useSaleQuote(item, open && offer ? BigInt(offer.amount) : null);
  if (!offer) return null;
  const usd = formatUsdValue(offer.amountEther, etherPrice.data);
  const kind = offerKindLabel(offer);
  const row = 'flex justify-between gap-3';
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      className="max-h-[100dvh] w-full overflow-y-auto rounded-t-2xl border p-6 sm:max-w-md sm:rounded-2xl"
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={`${id}-title`} className="text-xl font-bold text-gold">
          Accept this offer
        </h2>
        <CloseButton label="Close" onClick={onClose} className="-mr-2" />
      </div>
      {itemPicker}
      <dl className="flex flex-col gap-2 text-sm">
        <div className={row}>
          <dt className="text-muted">Item</dt>
          <dd className="font-mono">#{item.tokenId}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted">Offer</dt>
          <dd className="text-right">
            <span className="font-bold text-gold">{`${offer.amountEther} WETH`}</span>
            {usd && <span className="block text-muted">{`≈ ${usd}`}</span>}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted">On</dt>
          <dd className="text-right">{kind.detail ? `${kind.kind} · ${kind.detail}` : kind.kind}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted">From</dt>
          <dd className="min-w-0">
            <Person account={offer.offerer} avatarClassName="size-6 text-[9px]" />
          </dd>
        </div>
      </dl>
      <Proceeds quote={quote.data} loading={quote.isFetching} failed={quote.isError} />
      <p className="mt-4 text-sm text-muted">
        The item goes to the offerer and you are paid in WETH, which you can unwrap to ETH at any time. Your
        wallet may first ask once to let the marketplace transfer items of this collection.
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>{`Accept ${offer.amountEther} WETH`}</Button>
      </div>
    </Modal>
  );
}

function Proceeds({
  quote,
  loading,
  failed,
}: {
  quote: SaleQuote | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const row = 'flex justify-between gap-3';
  const weth = (wei: bigint | undefined) =>
    wei === undefined ? (failed ? 'Unavailable' : '—') : `${formatWei(wei)} WETH`;
  return (
    <dl
      className="mt-4 flex flex-col gap-1 rounded-xl border border-card-border bg-night/40 p-3 text-sm"
      aria-busy={loading}
    >
      <div className={row}>
        <dt className="text-muted">Marketplace fee</dt>
        <dd>{weth(quote?.fee)}</dd>
      </div>
      <div className={row}>
        <dt className="text-muted">Creator royalty</dt>
        <dd>{weth(quote?.royalty)}</dd>
      </div>
      <div className={`${row} border-t border-card-border/70 pt-1 font-semibold`}>
        <dt>You receive</dt>
        <dd data-testid="offer-proceeds">{weth(quote?.proceeds)}</dd>
      </div>
    </dl>
  );
}
