import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CloseButton } from '../../../components/ui/close-button.tsx';
import { ItemPicture } from '../../../components/ui/item-picture.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatWei } from '../../../lib/ether-amount.ts';
import { useSweep } from '../hooks/use-sweep.ts';
import { type QuotedItem, useSweepQuote } from '../hooks/use-sweep-quote.ts';
import { type CartItem, cartKey, removeFromCart } from '../utils/cart-store.ts';

type CartDialogProps = {
  open: boolean;
  onClose: () => void;
  cart: readonly CartItem[];
  chainId: number;
  viewer: string | undefined;
};

const problems: Record<NonNullable<QuotedItem['problem']>, string> = {
  'not-for-sale': 'No longer for sale',
  yours: 'Your own listing',
};

/**
 * The cart's review: each item at its price now (or why it is left out), the total the wallet will be
 * asked for, and one button that buys them all in one transaction.
 */
export function CartDialog({ open, onClose, cart, chainId, viewer }: CartDialogProps) {
  const id = useId();
  const quote = useSweepQuote(cart, { chainId, viewer, enabled: open });
  const { sweep, running } = useSweep();
  const ready = quote.data;
  const count = ready?.buyable.length ?? 0;

  async function confirm() {
    if (!ready) return;
    if (await sweep(ready.buyable, ready.totalWei)) onClose();
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      className="flex max-h-[100dvh] w-full flex-col rounded-t-2xl border p-6 sm:max-w-lg sm:rounded-2xl"
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-bold text-gold">
            Your cart
          </h2>
          <p className="text-sm text-muted">Bought together in one transaction.</p>
        </div>
        <CloseButton label="Close" onClick={onClose} className="-mr-2 -mt-2" />
      </div>
      {cart.length === 0 ? (
        <p className="py-6 text-center text-muted">Your cart is empty. Add listed items from the grid.</p>
      ) : (
        <ul
          aria-label="Items in the cart"
          className="-mx-2 min-h-0 flex-1 divide-y divide-card-border overflow-y-auto"
        >
          {cart.map((item) => {
            const line = ready?.lines.find((l) => cartKey(l.item) === cartKey(item));
            const problem = line?.problem ? problems[line.problem] : null;
            return (
              <li key={cartKey(item)} className="flex items-center gap-3 px-2 py-2">
                <div className="relative size-12 shrink-0 overflow-hidden rounded-lg bg-night/60">
                  <ItemPicture src={item.image} alt="" className="absolute inset-0 size-full object-cover" />
                </div>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{item.name}</p>
                  {problem && <p className="text-sm text-koi">{problem}</p>}
                </div>
                <p className="shrink-0 text-sm font-semibold tabular-nums">
                  {quote.isPending ? (
                    <Skeleton className="h-5 w-16" />
                  ) : line?.listing && !problem ? (
                    `${line.listing.priceEther} ETH`
                  ) : (
                    <span className="text-muted line-through">{item.price} ETH</span>
                  )}
                </p>
                <CloseButton
                  label={`Remove ${item.name} from the cart`}
                  onClick={() => removeFromCart([cartKey(item)])}
                />
              </li>
            );
          })}
        </ul>
      )}
      {quote.isError && (
        <p role="alert" className="mt-3 text-sm text-koi">
          The prices could not be checked.{' '}
          <button type="button" className="underline" onClick={() => void quote.refetch()}>
            Try again
          </button>
        </p>
      )}
      {cart.length > 0 && (
        <div className="mt-4 border-t border-card-border pt-4">
          <p className="flex items-baseline justify-between font-semibold" aria-live="polite">
            <span>Total</span>
            <span className="tabular-nums">
              {ready ? `${formatWei(ready.totalWei)} ETH` : 'Checking prices...'}
            </span>
          </p>
          <p className="mt-1 text-sm text-muted">
            Anything sold before your transaction is mined is skipped: you are not charged for it, and its
            price comes back in the same transaction.
          </p>
          <Button
            className="mt-4 w-full"
            disabled={!ready || count === 0 || running}
            onClick={() => void confirm()}
          >
            {running
              ? 'Sweeping...'
              : ready && count === 0
                ? 'Nothing here is for sale'
                : ready
                  ? `Sweep ${count} ${count === 1 ? 'item' : 'items'} for ${formatWei(ready.totalWei)} ETH`
                  : 'Checking prices...'}
          </Button>
        </div>
      )}
    </Modal>
  );
}
