import { messages } from '@guardians/shared/common';
import { useState } from 'react';
import { BrokenImage } from '../../../components/ui/broken-image.tsx';

type PieceImageProps = { src: string | null; alt: string; className?: string; eager?: boolean };

/** A Guardian's picture; without one 'content not available yet', and a broken-image placeholder on error. */
export function PieceImage({ src, alt, className = '', eager = false }: PieceImageProps) {
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
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={320}
      height={320}
      onError={() => setFailedSrc(src)}
      className={`object-cover ${className}`}
    />
  );
}
