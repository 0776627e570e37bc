import type { Asset, Price } from '@guardians/shared/catalogue';
import { toast } from '../../../lib/toast.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { addToCart, cartKey, removeFromCart, SWEEP_MAX_ITEMS, useCart } from '../utils/cart-store.ts';

/**
 * The cart button on a listed item's card: adds it to the sweep cart, or takes it out. Not on an
 * unlisted item, nor on the viewer's own.
 */
export function CartToggle({ asset, price }: { asset: Asset; price: Price | undefined }) {
  const cart = useCart();
  const wallet = useWallet();
  const listed = price?.price;
  if (!listed) return null;
  if (wallet.address && asset.owner?.toLowerCase() === wallet.address.toLowerCase()) return null;
  const key = cartKey(asset);
  const inCart = cart.some((item) => cartKey(item) === key);
  const name = asset.name ?? `#${asset.tokenId}`;

  function toggle() {
    if (inCart) {
      removeFromCart([key]);
      return;
    }
    const added = addToCart({
      tokenAddress: asset.tokenAddress,
      tokenId: asset.tokenId,
      name,
      image: asset.thumbnail ?? asset.image,
      price: listed as string,
    });
    if (!added) toast.error(`The cart holds ${SWEEP_MAX_ITEMS} items at most.`);
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={inCart}
      aria-label={inCart ? `Remove ${name} from the cart` : `Add ${name} to the cart`}
      title={inCart ? 'In the cart: click to remove' : 'Add to the cart'}
      className={`inline-flex size-11 items-center justify-center rounded-full border backdrop-blur-sm transition-colors focus-visible:outline-2 focus-visible:outline-gold ${
        inCart ? 'border-gold bg-gold text-night' : 'border-white/20 bg-night/75 text-fg hover:border-gold'
      }`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {inCart ? (
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <>
            <path
              d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <circle cx="9.5" cy="19.5" r="1.2" />
            <circle cx="17" cy="19.5" r="1.2" />
          </>
        )}
      </svg>
    </button>
  );
}
