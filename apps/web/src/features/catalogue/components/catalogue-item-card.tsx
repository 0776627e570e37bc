import type { Asset, Price } from '@guardians/shared/catalogue';
import type { ReactNode } from 'react';
import { ItemCard, itemCardMediaClass } from '../../../components/ui/item-card/item-card.tsx';
import { ItemCardPrice } from '../../../components/ui/item-card/item-card-price.tsx';
import { ItemPicture } from '../../../components/ui/item-picture.tsx';
import { assetUrl } from '../../../lib/asset-url.ts';
import { VideoPreview } from './video-preview.tsx';

const badges: Partial<Record<NonNullable<Asset['media']['kind']>, string>> = { audio: 'Audio', model: '3D' };

type CatalogueItemCardProps = {
  asset: Asset;
  price: Price | undefined;
  reactions?: number | undefined;
  href: string;
  /** A control on the card's picture, composed by the page (the sweep cart's button). */
  action?: ReactNode;
};

/**
 * A catalogue item: its media (a video plays on demand), its name ('#tokenId' under it only when
 * the name does not already end with it), the price (or last sale, or 'Not for sale') and its likes,
 * then the best offer when there is one.
 */
export function CatalogueItemCard({ asset, price, reactions, href, action }: CatalogueItemCardProps) {
  const name = asset.name ?? `#${asset.tokenId}`;
  const numbered = name.endsWith(`#${asset.tokenId}`);
  const poster = asset.thumbnail ?? asset.image;
  const video = asset.media.kind === 'video' ? assetUrl(asset.media.uri) : null;
  const badge = asset.media.kind ? badges[asset.media.kind] : undefined;
  return (
    <ItemCard
      name={name}
      href={href}
      action={action}
      media={
        video ? (
          <VideoPreview src={video} poster={assetUrl(poster)} alt={name} />
        ) : (
          <ItemPicture src={poster} alt={name} className={itemCardMediaClass} />
        )
      }
      badge={
        badge && (
          <span className="rounded-full bg-night/75 px-2.5 py-1 text-xs font-semibold text-gold backdrop-blur-sm">
            {badge}
          </span>
        )
      }
    >
      {!numbered && <p className="text-sm text-muted">#{asset.tokenId}</p>}
      <div className="mt-auto flex items-center justify-between gap-2 pt-1 text-sm">
        <ItemCardPrice price={price} fallback="Not for sale" />
        {reactions ? (
          <span className="inline-flex items-center gap-1 text-muted">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 text-koi" fill="currentColor">
              <path d="M12 20.5s-7.5-4.6-7.5-10.1A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z" />
            </svg>
            <span className="sr-only">Likes:</span>
            {reactions}
          </span>
        ) : null}
      </div>
      {price?.bestOffer && (
        <p className="text-xs text-muted">
          Best offer <span className="tabular-nums">{price.bestOffer} WETH</span>
        </p>
      )}
    </ItemCard>
  );
}
