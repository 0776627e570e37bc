import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { NftKey } from '../api/get-nft.ts';
import { useNftPrice } from '../api/get-nft-price.ts';
import { useLogError } from '../hooks/use-log-error.ts';
import { formatPrice, NOT_FOR_SALE } from '../utils/format-item.ts';

/** The listing price, or spec 8's fallback 'Not for sale' (also when the price cannot load). */
export function ItemPrice({ nft }: { nft: NftKey }) {
  const price = useNftPrice(nft);
  useLogError('Price', price.error);
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-semibold tracking-wider text-muted uppercase">Price</span>
      {price.isPending ? (
        <Skeleton className="h-7 w-28" />
      ) : (
        <span
          className={`text-xl font-bold ${price.data?.price ? 'text-gold' : 'text-fg'}`}
          data-testid="item-price"
        >
          {price.isError ? NOT_FOR_SALE : formatPrice(price.data)}
        </span>
      )}
    </div>
  );
}
