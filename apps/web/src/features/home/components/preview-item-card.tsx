import type { Asset, Price } from '@guardians/shared/catalogue';
import { messages } from '@guardians/shared/common';
import { useState } from 'react';
import { Link } from 'react-router';
import { mediaUrl } from '../utils/media-url.ts';

type PreviewItemCardProps = { asset: Asset; price: Price | undefined; href: string };

/** A collection item in the home row: image, name, price or 'Not for sale' (spec 8). */
export function PreviewItemCard({ asset, price, href }: PreviewItemCardProps) {
  const name = asset.name ?? `#${asset.tokenId}`;
  const src = mediaUrl(asset.thumbnail ?? asset.image);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-card-border bg-card text-card-fg transition-colors hover:border-gold/60 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold">
      <div className="relative aspect-square overflow-hidden bg-night/60">
        {src && failed !== src ? (
          <img
            src={src}
            alt={name}
            width={300}
            height={300}
            loading="lazy"
            decoding="async"
            onError={() => setFailed(src)}
            className="size-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-105"
          />
        ) : (
          <div
            role="img"
            aria-label={src ? `${name} (image failed to load)` : name}
            className="grid size-full place-items-center p-3 text-center text-xs text-muted"
          >
            {src ? <BrokenImage /> : messages.contentNotAvailable}
          </div>
        )}
      </div>
      <div className="flex flex-col gap-0.5 p-3">
        <h3 className="truncate text-sm font-semibold">
          <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {name}
          </Link>
        </h3>
        {price?.price ? (
          <p className="text-sm font-semibold text-gold">
            {price.price} {price.symbol}
          </p>
        ) : (
          <p className="text-sm text-muted">Not for sale</p>
        )}
      </div>
    </article>
  );
}

function BrokenImage() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-8"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="m3 16 5-5 4 4m2-2 2-2 5 5M4 4l16 16" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function PreviewItemCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col overflow-hidden rounded-2xl border border-card-border bg-card"
    >
      <span className="skeleton block aspect-square rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <span className="skeleton block h-4 w-3/4" />
        <span className="skeleton block h-4 w-1/2" />
      </div>
    </div>
  );
}
