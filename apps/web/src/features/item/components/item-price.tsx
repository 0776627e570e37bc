import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatUsdValue, useEtherPrice } from '../../../lib/ether-price.ts';
import type { NftKey } from '../api/get-nft.ts';
import { useNftPrice } from '../api/get-nft-price.ts';
import { useLogError } from '../hooks/use-log-error.ts';
import { formatPrice, NOT_FOR_SALE } from '../utils/format-item.ts';

/**
 * The listing price with its USD value at the feed's rate, or spec 8's fallback 'Not for sale'
 * (also when the price cannot load). Without a feed the USD line is simply left out.
 */
export function ItemPrice({ nft }: { nft: NftKey }) {
  const price = useNftPrice(nft);
  const etherPrice = useEtherPrice();
  useLogError('Price', price.error);
  const usd = price.isError ? null : formatUsdValue(price.data?.price, etherPrice.data);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-xs font-semibold tracking-wider text-muted uppercase">Price</span>
      {price.isPending ? (
        <Skeleton className="h-7 w-28" />
      ) : (
        <>
          <span
            className={`inline-flex min-h-11 items-center text-xl font-bold break-all ${price.data?.price ? 'text-gold' : 'text-fg'}`}
            data-testid="item-price"
          >
            {price.isError ? NOT_FOR_SALE : formatPrice(price.data)}
          </span>
          {usd && (
            <span className="-mt-2 text-sm text-muted" data-testid="item-price-usd">
              {`≈ ${usd}`}
            </span>
          )}
        </>
      )}
    </div>
  );
}
