import { useState } from 'react';
import { BrokenImageIcon } from './media-icons.tsx';

type MediaImageProps = { src: string; alt: string; className?: string };

/**
 * The item's picture; when it cannot load, the broken-image placeholder of spec 8 in its place: a
 * figure whose icon carries the same text alternative, so a screen reader still hears what it is.
 */
export function MediaImage({ src, alt, className = '' }: MediaImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return <BrokenImage alt={alt} className={className} />;
  return (
    <img
      src={src}
      alt={alt}
      decoding="async"
      // The item's picture is the page's largest paint: fetch it before the below-the-fold images.
      fetchPriority="high"
      onError={() => setFailed(src)}
      className={`size-full object-contain ${className}`}
    />
  );
}

function BrokenImage({ alt, className = '' }: { alt: string; className?: string }) {
  return (
    <figure
      className={`flex size-full flex-col items-center justify-center gap-2 bg-card p-6 text-center text-muted ${className}`}
      data-testid="broken-image"
    >
      <span role="img" aria-label={alt} className="text-gold/70">
        <BrokenImageIcon />
      </span>
      <figcaption className="text-sm">Image could not load</figcaption>
    </figure>
  );
}
