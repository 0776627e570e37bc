import { messages } from '@guardians/shared/common';
import { useState } from 'react';
import { BrokenImage } from '../../../components/ui/broken-image.tsx';

type ItemImageProps = { src: string | null; alt: string; className?: string };

/**
 * The card's picture. Without media: 'content not available yet'; if the file fails to load, a
 * broken-image placeholder (spec 8), so the card keeps its shape either way.
 */
export function ItemImage({ src, alt, className = '' }: ItemImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src) {
    return (
      <div className={`grid place-items-center p-4 text-center text-sm text-muted ${className}`}>
        {messages.contentNotAvailable}
      </div>
    );
  }
  if (failedSrc === src) {
    return <BrokenImage alt={alt} className={className} />;
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={400}
      height={400}
      onError={() => setFailedSrc(src)}
      className={`object-cover ${className}`}
    />
  );
}
