import { useEffect, useRef, useState } from 'react';
import { ItemPicture } from '../../../components/ui/item-picture.tsx';

type VideoPreviewProps = { src: string; poster: string | null; alt: string };

/**
 * Spec 4 video cards: a play control toggles play and pause. While paused the thumbnail shows and
 * no <video> exists (nothing downloads until asked); playing mounts a muted, looping inline video.
 */
export function VideoPreview({ src, poster, alt }: VideoPreviewProps) {
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!playing) return;
    // Muted inline video may autoplay; if the browser still refuses, go back to the poster.
    video.current?.play().catch((error: unknown) => {
      console.warn('Video playback refused', error);
      setPlaying(false);
    });
  }, [playing]);

  return (
    <>
      {playing ? (
        <video
          ref={video}
          src={src}
          poster={poster ?? undefined}
          muted
          loop
          playsInline
          aria-label={alt}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <ItemPicture src={poster} alt={alt} className="absolute inset-0 size-full" />
      )}
      <button
        type="button"
        aria-label={playing ? 'Pause video' : 'Play video'}
        aria-pressed={playing}
        onClick={() => setPlaying((on) => !on)}
        className="absolute right-2 bottom-2 z-10 inline-flex size-11 items-center justify-center rounded-full border border-white/20 bg-night/75 text-fg backdrop-blur-sm transition-colors hover:border-gold hover:text-gold"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
          {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}
        </svg>
      </button>
    </>
  );
}
