import { messages } from '@guardians/shared';
import { useState } from 'react';

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
    return (
      <div
        role="img"
        aria-label={`${alt} (image failed to load)`}
        className={`grid place-items-center text-muted ${className}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <path d="m3 16 5-5 4 4m2-2 2-2 5 5M4 4l16 16" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
    );
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
