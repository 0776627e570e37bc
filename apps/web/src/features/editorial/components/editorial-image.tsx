import { useState } from 'react';
import { serverUrl } from '../utils/server-url.ts';
import { BrokenImageIcon } from './editorial-icons.tsx';

type EditorialImageProps = {
  src: string;
  alt: string;
  className?: string;
  /** Above the fold (a detail page's hero): load at once instead of lazily. */
  eager?: boolean;
  /** A narrower picture for phones (spec 3 imageMobile), used under 768 px. */
  mobileSrc?: string;
};

/**
 * A lore or post picture. If it cannot load, the broken-image placeholder (spec 8) takes its
 * place with the same text alternative, so the card or page keeps its shape.
 */
export function EditorialImage({ src, alt, className = '', eager = false, mobileSrc }: EditorialImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return <BrokenImage alt={alt} className={className} />;
  const img = (
    <img
      src={serverUrl(src)}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(src)}
      className={`object-cover ${className}`}
    />
  );
  if (!mobileSrc || mobileSrc === src) return img;
  return (
    <picture className="contents">
      <source media="(max-width: 767px)" srcSet={serverUrl(mobileSrc)} />
      {img}
    </picture>
  );
}

function BrokenImage({ alt, className = '' }: { alt: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={alt ? `${alt} (image failed to load)` : 'Image failed to load'}
      data-testid="broken-image"
      className={`grid place-items-center bg-card text-gold/60 ${className}`}
    >
      <BrokenImageIcon />
    </div>
  );
}
