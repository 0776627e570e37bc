import { useState } from 'react';
import { mediaUrl } from '../utils/media-url.ts';

type OwnerAvatarProps = { image: string | null; initials: string; className?: string };

/** The collector's picture, or their initials on gold-edged night when there is none or it fails. */
export function OwnerAvatar({ image, initials, className = '' }: OwnerAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = mediaUrl(image);
  const frame = `relative grid shrink-0 place-items-center overflow-hidden rounded-full bg-card ring-2 ring-gold/50 ${className}`;
  if (src && failed !== src) {
    return (
      <span className={frame}>
        {/* The name beside it says whose picture this is. */}
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailed(src)}
        />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${frame} bg-linear-to-br from-[#2b1f6b] to-night font-bold tracking-wide text-gold`}
    >
      {initials}
    </span>
  );
}
