import { useState } from 'react';
import { BrokenImage } from '../../../components/ui/broken-image.tsx';
import { mediaUrl } from '../utils/media-url.ts';

type GuardianArtProps = { src: string; alt: string; eager?: boolean; className?: string };

/** A Guardian's portrait (square); the broken-image placeholder when the file fails (spec 8). */
export function GuardianArt({ src, alt, eager = false, className = '' }: GuardianArtProps) {
  const url = mediaUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) {
    return <BrokenImage alt={alt} className={`bg-night/60 ${className}`} />;
  }
  return (
    <img
      src={url}
      alt={alt}
      width={512}
      height={512}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(url)}
      className={`object-cover ${className}`}
    />
  );
}
