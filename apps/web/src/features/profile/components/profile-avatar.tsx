import { useId, useState } from 'react';
import { mediaUrl } from '../utils/media-url.ts';
import { placeholderHues } from '../utils/placeholder-colors.ts';

type ProfileAvatarProps = {
  address: string;
  /** A stored avatar path, or a blob: URL for a live preview; null draws the placeholder. */
  image: string | null;
  /** Text alternative; '' when a name next to it already says whose picture it is. */
  alt: string;
  className?: string;
};

/** Round avatar: the picture, or a placeholder generated from the address (also when it fails to load). */
export function ProfileAvatar({ address, image, alt, className = '' }: ProfileAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const frame = `relative shrink-0 overflow-hidden rounded-full border-4 border-bg bg-card ring-2 ring-gold/70 ${className}`;
  if (image && failed !== image) {
    const src = image.startsWith('blob:') ? image : mediaUrl(image);
    return (
      <span className={frame}>
        <img src={src} alt={alt} className="size-full object-cover" onError={() => setFailed(image)} />
      </span>
    );
  }
  return (
    <span className={frame}>
      <Placeholder address={address} label={alt} />
    </span>
  );
}

function Placeholder({ address, label }: { address: string; label: string }) {
  const id = useId();
  const [from, to] = placeholderHues(address);
  return (
    <svg
      viewBox="0 0 100 100"
      className="size-full"
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
    >
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${from} 55% 32%)`} />
          <stop offset="1" stopColor={`hsl(${to} 60% 18%)`} />
        </linearGradient>
      </defs>
      <rect width="100" height="100" fill={`url(#${id}-g)`} />
      {/* Ripples of the koi pond, and a gold scale at their centre. */}
      <g fill="none" stroke="var(--gold)" strokeOpacity="0.35" strokeWidth="1.5">
        <circle cx="50" cy="58" r="18" />
        <circle cx="50" cy="58" r="30" />
        <circle cx="50" cy="58" r="42" />
      </g>
      <path
        d="M50 36c9 8 12 15 12 22a12 12 0 0 1-24 0c0-7 3-14 12-22Z"
        fill="var(--gold)"
        fillOpacity="0.85"
      />
    </svg>
  );
}
