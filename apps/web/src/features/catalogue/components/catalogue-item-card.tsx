import type { Asset, Price } from '@guardians/shared/catalogue';
import { Link } from 'react-router';
import { assetUrl } from '../../../lib/asset-url.ts';
import { ItemImage } from './item-image.tsx';
import { VideoPreview } from './video-preview.tsx';

const badges: Partial<Record<NonNullable<Asset['media']['kind']>, string>> = { audio: 'Audio', model: '3D' };

type ItemCardProps = {
  asset: Asset;
  price: Price | undefined;
  reactions?: number | undefined;
  href: string;
};

/** Image first; name, '#tokenId' and the price (or 'Not for sale') below. The whole card is the link. */
export function ItemCard({ asset, price, reactions, href }: ItemCardProps) {
  const name = asset.name ?? `#${asset.tokenId}`;
  const poster = assetUrl(asset.thumbnail ?? asset.image);
  const video = asset.media.kind === 'video' ? assetUrl(asset.media.uri) : null;
  const badge = asset.media.kind ? badges[asset.media.kind] : undefined;

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-card-border bg-card text-card-fg transition-colors hover:border-gold/60 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold">
      <div className="relative aspect-square overflow-hidden bg-night/60">
        {video ? (
          <VideoPreview src={video} poster={poster} alt={name} />
        ) : (
          <ItemImage
            src={poster}
            alt={name}
            className="absolute inset-0 size-full transition-transform duration-300 motion-safe:group-hover:scale-[1.03]"
          />
        )}
        {badge && (
          <span className="absolute top-2 left-2 rounded-full bg-night/75 px-2.5 py-1 text-xs font-semibold text-gold backdrop-blur-sm">
            {badge}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="truncate font-semibold">
          <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {name}
          </Link>
        </h3>
        <p className="text-sm text-muted">#{asset.tokenId}</p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-1 text-sm">
          {price?.price ? (
            <span className="font-semibold text-gold">
              {price.price} {price.symbol}
            </span>
          ) : (
            <span className="text-muted">Not for sale</span>
          )}
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
      </div>
    </article>
  );
}

/** Same shape as ItemCard. */
export function ItemCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col overflow-hidden rounded-2xl border border-card-border bg-card"
    >
      <span className="skeleton block aspect-square rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <span className="skeleton block h-5 w-3/4" />
        <span className="skeleton block h-4 w-1/3" />
        <span className="skeleton block h-4 w-1/2" />
      </div>
    </div>
  );
}
