import { useState } from 'react';

type SubmissionPictureProps = {
  src: string | null;
  alt: string;
  className?: string;
  lazy?: boolean;
  /** The first tiles: likely the page's largest paint, so fetched early and eagerly. */
  priority?: boolean;
};

/** A picture that turns into the broken-image placeholder (spec 8) when it cannot load. */
export function SubmissionPicture({
  src,
  alt,
  className = '',
  lazy = true,
  priority = false,
}: SubmissionPictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span
        role="img"
        aria-label={alt ? `${alt} (picture unavailable)` : 'Picture unavailable'}
        className={`grid place-items-center bg-night/70 text-muted ${className}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <path d="M3 16l5-5 4 4 3-3 6 6M4 4l16 16" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={lazy && !priority ? 'lazy' : 'eager'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(src)}
      className={className}
    />
  );
}
