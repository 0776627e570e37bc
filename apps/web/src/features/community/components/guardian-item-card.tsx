import type { Asset, Price } from '@guardians/shared/catalogue';
import { messages } from '@guardians/shared/common';
import { Link } from 'react-router';
import { mediaUrl } from '../utils/media-url.ts';
import { GuardianArt } from './guardian-art.tsx';

type GuardianItemCardProps = { asset: Asset; price: Price | undefined; href: string };

/** An item of the collection: image, name and its price when it is listed; the card is the link. */
export function GuardianItemCard({ asset, price, href }: GuardianItemCardProps) {
  const name = asset.name ?? `#${asset.tokenId}`;
  const image = asset.thumbnail ?? asset.image;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-card-border bg-card text-card-fg transition-colors hover:border-gold/60 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold">
      <div className="aspect-square overflow-hidden bg-night/60">
        {image ? (
          <GuardianArt
            src={mediaUrl(image) ?? image}
            alt={name}
            className="size-full transition-transform duration-300 motion-safe:group-hover:scale-[1.03]"
          />
        ) : (
          <div className="grid size-full place-items-center p-4 text-center text-sm text-muted">
            {messages.contentNotAvailable}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="truncate font-semibold">
          <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {name}
          </Link>
        </h3>
        {price?.price ? (
          <p className="text-sm font-semibold text-gold">
            {price.price} {price.symbol}
          </p>
        ) : (
          <p className="text-sm text-muted">#{asset.tokenId}</p>
        )}
      </div>
    </article>
  );
}

export function GuardianItemCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col overflow-hidden rounded-2xl border border-card-border bg-card"
    >
      <span className="skeleton block aspect-square rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <span className="skeleton block h-5 w-3/4" />
        <span className="skeleton block h-4 w-1/3" />
      </div>
    </div>
  );
}
