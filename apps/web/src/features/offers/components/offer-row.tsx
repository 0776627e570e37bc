import type { OfferRecord } from '@guardians/shared/offers';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Person } from '../../../components/ui/person.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatUsdValue, useEtherPrice } from '../../../lib/ether-price.ts';
import { formatEndsIn, offerFillsLeft, offerKindLabel } from '../utils/offer-labels.ts';

export const UNFUNDED_HINT =
  'The offerer’s WETH or allowance is below this amount right now; it can be accepted once they top it up.';

type OfferRowProps = {
  offer: OfferRecord;
  /** A line about what the offer is on for this viewer (the item, the viewer's items it would buy). */
  context?: ReactNode;
  /** Shown to the item's holder on an open, funded offer of someone else. */
  canAccept: boolean;
  /** Shown to the offerer on their own open offer. */
  canCancel: boolean;
  /** A trade of this item is running: every button waits. */
  busy: boolean;
  accepting: boolean;
  cancelling: boolean;
  onAccept: () => void;
  onCancel: () => void;
  now: number;
};

/** One open offer: who, how much (and its USD value), on what, until when, and what the viewer may do. */
export function OfferRow({
  offer,
  context,
  canAccept,
  canCancel,
  busy,
  accepting,
  cancelling,
  onAccept,
  onCancel,
  now,
}: OfferRowProps) {
  const etherPrice = useEtherPrice();
  const usd = formatUsdValue(offer.amountEther, etherPrice.data);
  const kind = offerKindLabel(offer);
  const left = offerFillsLeft(offer);
  const unfunded = offer.status === 'unfunded';
  const hintId = `offer-${offer.hash}-hint`;
  return (
    <li
      data-testid="offer-row"
      data-status={offer.status}
      aria-describedby={unfunded ? hintId : undefined}
      className="flex flex-col gap-2 border-t border-card-border/70 p-3 first:border-t-0 sm:flex-row sm:items-center sm:gap-4"
    >
      <div className={`flex min-w-0 flex-1 flex-col gap-1 ${unfunded ? 'opacity-60' : ''}`}>
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span
            className="font-bold text-gold"
            data-testid="offer-amount"
          >{`${offer.amountEther} WETH`}</span>
          {usd && <span className="text-sm text-muted">{`≈ ${usd}`}</span>}
        </div>
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <StatusBadge tone={offer.kind === 'item' ? 'gold' : 'sky'}>{kind.kind}</StatusBadge>
          {kind.detail && <span className="text-fg">{kind.detail}</span>}
          {left && <span className="text-muted">{left}</span>}
          <span className="text-muted">{formatEndsIn(offer.expiry, now)}</span>
        </div>
        {context && <div className="text-sm text-fg">{context}</div>}
        <div className="flex min-w-0 items-center gap-1.5 text-sm">
          <span className="text-muted">by</span>
          <Person account={offer.offerer} avatarClassName="size-6 text-[9px]" className="min-h-11" />
        </div>
      </div>
      {unfunded && (
        <p id={hintId} className="text-sm text-muted sm:max-w-56">
          <StatusBadge tone="muted">Unfunded</StatusBadge> <span>{UNFUNDED_HINT}</span>
        </p>
      )}
      {(canAccept || canCancel) && (
        <div className="flex flex-wrap gap-2 sm:justify-end">
          {canAccept && (
            <Button
              className="max-sm:flex-1"
              onClick={onAccept}
              disabled={busy}
              aria-busy={accepting}
              aria-label={`Accept the offer of ${offer.amountEther} WETH`}
            >
              {accepting ? 'Accepting...' : 'Accept'}
            </Button>
          )}
          {canCancel && (
            <Button
              variant="outline"
              className="max-sm:flex-1"
              onClick={onCancel}
              disabled={busy}
              aria-busy={cancelling}
              aria-label={`Cancel your offer of ${offer.amountEther} WETH`}
            >
              {cancelling ? 'Cancelling...' : 'Cancel offer'}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
