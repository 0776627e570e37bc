import type { Asset, Price, ReactionCount } from '@guardians/shared/catalogue';
import type { ReactNode } from 'react';
import { ItemCardSkeletons } from '../../../components/ui/item-card/item-card-skeleton.tsx';
import { CatalogueItemCard } from './catalogue-item-card.tsx';

/** Columns: 2 on phones, more as the room allows (fewer while the trait sidebar takes 300 px). */
const gridColumns = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4';
const wideGridColumns = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';

type ItemGridProps = {
  assets: Asset[];
  prices?: Price[] | undefined;
  reactions?: ReactionCount[] | undefined;
  itemHref: (asset: Asset) => string;
  label: string;
  busy?: boolean;
  wide?: boolean;
  /** A control on each card's picture, composed by the page (the sweep cart's button). */
  cardAction?: ((asset: Asset, price: Price | undefined) => ReactNode) | undefined;
};

function key(tokenAddress: string, tokenId: string): string {
  return `${tokenAddress.toLowerCase()}:${tokenId}`;
}

export function ItemGrid({
  assets,
  prices,
  reactions,
  itemHref,
  label,
  busy = false,
  wide = false,
  cardAction,
}: ItemGridProps) {
  const priceOf = new Map((prices ?? []).map((p) => [key(p.tokenAddress, p.tokenId), p]));
  const likesOf = new Map((reactions ?? []).map((r) => [key(r.tokenAddress, r.tokenId), r.totalCount]));
  return (
    <ul
      aria-label={label}
      aria-busy={busy}
      className={`${wide ? wideGridColumns : gridColumns} transition-opacity ${busy ? 'opacity-60' : ''}`}
    >
      {assets.map((asset) => {
        const id = key(asset.tokenAddress, asset.tokenId);
        const price = priceOf.get(id);
        return (
          <li key={id}>
            <CatalogueItemCard
              asset={asset}
              price={price}
              reactions={likesOf.get(id)}
              href={itemHref(asset)}
              action={cardAction?.(asset, price)}
            />
          </li>
        );
      })}
    </ul>
  );
}

export function ItemGridSkeleton({
  count = 12,
  wide = false,
  label = 'Loading items',
}: {
  count?: number;
  wide?: boolean;
  label?: string;
}) {
  return (
    <ItemCardSkeletons
      count={count}
      label={label}
      className={wide ? wideGridColumns : gridColumns}
      lines={2}
    />
  );
}
