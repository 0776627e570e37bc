import { messages } from '@guardians/shared/common';
import { useState } from 'react';
import { assetUrl } from '../../lib/asset-url.ts';
import { BrokenImage } from './broken-image.tsx';

type ItemPictureProps = {
  /** A site path under `/api/` or an absolute URL; null when the item has no media yet. */
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Above the fold: load straight away instead of when scrolled near. */
  eager?: boolean;
};

/**
 * An item's or a Guardian's picture. Without media: 'content not available yet'; when the file
 * fails: the broken-image placeholder (spec 8). Either way the frame keeps its shape.
 */
export function ItemPicture({ src, alt, className = '', eager = false }: ItemPictureProps) {
  const url = assetUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url) {
    return (
      <div className={`grid place-items-center p-4 text-center text-sm text-muted ${className}`}>
        {messages.contentNotAvailable}
      </div>
    );
  }
  if (failedUrl === url) return <BrokenImage alt={alt} className={className} />;
  return (
    <img
      src={url}
      alt={alt}
      width={400}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedUrl(url)}
      className={`object-cover ${className}`}
    />
  );
}
