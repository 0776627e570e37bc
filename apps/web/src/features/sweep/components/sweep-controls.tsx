import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { setConnectDialogOpen } from '../../../lib/wallet/connect-dialog-store.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { getCheapestListed } from '../api/get-cheapest-listed.ts';
import { clearCart, replaceCart, SWEEP_MAX_ITEMS, useCart } from '../utils/cart-store.ts';
import { cartTotal } from '../utils/cart-total.ts';
import { CartDialog } from './cart-dialog.tsx';

const CONNECT_TO_SWEEP = 'Connect a wallet to buy what is in your cart.';

type SweepControlsProps = { collectionRef: string; chainId: number };

/**
 * "Sweep the N cheapest" above the grid, and the cart's bar at the bottom of the window while it
 * holds something: its count and total, Clear, and Review, which opens the cart to buy it all.
 */
export function SweepControls({ collectionRef, chainId }: SweepControlsProps) {
  const id = useId();
  const wallet = useWallet();
  const cart = useCart();
  const [count, setCount] = useState('5');
  const [filling, setFilling] = useState(false);
  const [open, setOpen] = useState(false);
  const connected = wallet.status === 'connected' && wallet.address !== undefined;
  const viewer = connected ? wallet.address : undefined;
  const barShown = cart.length > 0;
  // The bar is fixed over the window's bottom: the page grows by its height so the pager and the
  // footer can still be scrolled into view above it.
  useEffect(() => {
    if (!barShown) return;
    const before = document.body.style.paddingBottom;
    document.body.style.paddingBottom = '5rem';
    return () => {
      document.body.style.paddingBottom = before;
    };
  }, [barShown]);
  const wanted = Math.min(SWEEP_MAX_ITEMS, Math.max(1, Math.trunc(Number(count)) || 1));

  async function fill() {
    setFilling(true);
    try {
      const items = await getCheapestListed({ collectionRef, chainId, count: wanted, viewer });
      if (items.length === 0) {
        toast.info('Nothing in this collection is listed for sale right now.');
        return;
      }
      replaceCart(items);
      if (items.length < wanted) toast.info(`Only ${items.length} listed items could go in the cart.`);
    } catch {
      toast.error('The cheapest items could not be loaded. Try again.');
    } finally {
      setFilling(false);
    }
  }

  function review() {
    if (connected) setOpen(true);
    else {
      toast.info(CONNECT_TO_SWEEP);
      setConnectDialogOpen(true);
    }
  }

  return (
    <>
      <section aria-labelledby={`${id}-title`} className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
        <div className="flex flex-wrap items-end gap-3 rounded-2xl border border-card-border bg-card/60 p-4">
          <div className="min-w-48 flex-1">
            <h2 id={`${id}-title`} className="font-semibold text-fg">
              Sweep
            </h2>
            <p className="text-sm text-muted">
              Fill the cart with the cheapest listed items, or add items with the cart button on their cards.
            </p>
          </div>
          <div className="flex items-end gap-2">
            <label className="flex flex-col gap-1 text-sm font-semibold text-muted" htmlFor={`${id}-count`}>
              How many
              <input
                id={`${id}-count`}
                type="number"
                inputMode="numeric"
                min={1}
                max={SWEEP_MAX_ITEMS}
                value={count}
                onChange={(event) => setCount(event.target.value)}
                className="min-h-11 w-20 rounded-full border border-card-border bg-night/60 px-4 text-fg focus:border-gold/70"
              />
            </label>
            <Button variant="outline" onClick={() => void fill()} disabled={filling} aria-busy={filling}>
              {filling ? 'Adding...' : `Add ${wanted} cheapest`}
            </Button>
          </div>
        </div>
      </section>
      {barShown && (
        <section
          aria-label="Cart"
          className="fixed inset-x-0 bottom-0 z-40 border-t border-gold/40 bg-night/95 px-4 py-3 backdrop-blur sm:px-6"
        >
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3">
            <p className="min-w-0 flex-1 font-semibold" aria-live="polite">
              {cart.length} {cart.length === 1 ? 'item' : 'items'} in your cart · {cartTotal(cart)} ETH
            </p>
            <Button variant="ghost" onClick={clearCart}>
              Clear
            </Button>
            <Button onClick={review}>Review cart</Button>
          </div>
        </section>
      )}
      <CartDialog open={open} onClose={() => setOpen(false)} cart={cart} chainId={chainId} viewer={viewer} />
    </>
  );
}
