import { useRef, useState } from 'react';
import { bestVideoSource, previewUrl, type SubmissionMedia } from '../utils/submission-media.ts';
import { SubmissionPicture } from './submission-picture.tsx';

type VideoTileProps = { media: SubmissionMedia; alt: string };

/**
 * Spec 4 video card: the play button toggles play and pause; while paused the thumbnail shows.
 * The video element is made at the first play, so a grid of videos downloads only posters.
 */
export function VideoTile({ media, alt }: VideoTileProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const source = bestVideoSource(media);

  const toggle = () => {
    const node = video.current;
    if (!started || !node) {
      setStarted(true);
      setPlaying(true);
      return;
    }
    if (node.paused) void node.play().catch(() => setPlaying(false));
    else node.pause();
  };

  return (
    <>
      {started && (
        // biome-ignore lint/a11y/useMediaCaption: fan art videos come from X without captions
        <video
          ref={video}
          autoPlay
          playsInline
          loop
          preload="none"
          poster={previewUrl(media) ?? undefined}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          className="absolute inset-0 size-full object-cover"
        >
          <source src={source.url} type={source.type} />
        </video>
      )}
      {!playing && (
        <SubmissionPicture
          src={previewUrl(media)}
          alt={alt}
          className="absolute inset-0 size-full object-cover"
        />
      )}
      <button
        type="button"
        aria-label={playing ? `Pause video: ${alt}` : `Play video: ${alt}`}
        aria-pressed={playing}
        onClick={(event) => {
          event.stopPropagation();
          toggle();
        }}
        className="absolute top-1/2 left-1/2 z-20 grid size-14 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border border-white/30 bg-night/60 text-white backdrop-blur-sm transition hover:scale-105 hover:border-gold"
      >
        {playing ? (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
            <rect x="6" y="5" width="4" height="14" rx="1" />
            <rect x="14" y="5" width="4" height="14" rx="1" />
          </svg>
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-6" fill="currentColor">
            <path d="M7 4.5v15l12-7.5z" />
          </svg>
        )}
      </button>
    </>
  );
}
