import type { ArtistSubmission } from '@guardians/shared/gallery';
import { Link } from 'react-router';
import { formatSpecDate } from '../../../lib/format-date.ts';
import { authorOf } from '../utils/submission-author.ts';
import { mainMedia, previewUrl } from '../utils/submission-media.ts';
import { AuthorLine } from './author-line.tsx';
import { LoveButton } from './love-button.tsx';
import { ProcessBadge } from './process-badge.tsx';
import { SubmissionPicture } from './submission-picture.tsx';
import { VideoTile } from './video-tile.tsx';

export type ItemHref = (token: NonNullable<ArtistSubmission['token']>) => string;

export type CardActions = {
  onOpen: (id: number) => void;
  onLove: (submission: ArtistSubmission) => void;
  lovePendingId: number | null;
  itemHref: ItemHref;
  /** Judges and the admin edit view see the submission process id. */
  showProcessId: boolean;
};

type SubmissionCardProps = CardActions & {
  submission: ArtistSubmission;
  width: number;
  height: number;
  /** One of the first tiles, above the fold on a phone: its picture loads eagerly. */
  priority?: boolean;
};

/** One tile of the justified grid: the art first, the artist, the date and the love over it. */
export function SubmissionCard({
  submission,
  width,
  height,
  onOpen,
  onLove,
  lovePendingId,
  itemHref,
  showProcessId,
  priority = false,
}: SubmissionCardProps) {
  const media = mainMedia(submission);
  const author = authorOf(submission);
  const label = `Fan art by ${author.name}`;
  const roomy = width >= 210;
  return (
    <article
      aria-label={label}
      data-testid="submission-card"
      data-submission-id={submission._id}
      className={`group relative overflow-hidden rounded-xl border border-card-border bg-night/60 shadow-lg shadow-black/30 transition-[border-color,box-shadow] duration-200 hover:border-gold/60 hover:shadow-gold/10 ${submission.disabled ? 'opacity-60 grayscale' : ''}`}
      style={{ width, height }}
    >
      {media?.type === 'video' ? (
        <VideoTile media={media} alt={label} />
      ) : (
        <SubmissionPicture
          src={previewUrl(media)}
          alt={label}
          priority={priority}
          className="absolute inset-0 size-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.03]"
        />
      )}
      {/* The whole tile opens the detail; the controls above it stay their own buttons. */}
      <button
        type="button"
        onClick={() => onOpen(submission._id)}
        aria-label={`Open ${label.toLowerCase()}`}
        className="absolute inset-0 z-10 rounded-xl focus-visible:outline-offset-[-3px]"
      />
      <div className="pointer-events-none absolute inset-x-0 top-0 z-20 flex items-start justify-between gap-2 p-2">
        {submission.token ? (
          <Link
            to={itemHref(submission.token)}
            className="pointer-events-auto inline-flex min-h-8 items-center rounded-full bg-night/70 px-2.5 text-xs font-semibold text-gold backdrop-blur-sm hover:bg-night/90"
          >
            {`Fan art of #${submission.token.tokenId}`}
          </Link>
        ) : (
          <span />
        )}
        {showProcessId && <ProcessBadge submission={submission} />}
      </div>
      <div className="pointer-events-none absolute inset-x-0 bottom-0 z-20 flex items-end justify-between gap-2 bg-gradient-to-t from-black/90 via-black/55 to-transparent p-2 pt-10">
        {/* A narrow tile keeps its love button; the author is in the tile's name and the detail. */}
        {width >= 150 ? (
          <AuthorLine
            author={author}
            date={roomy ? formatSpecDate(submission.tweetCreatedDate) : undefined}
          />
        ) : (
          <span />
        )}
        <span className="pointer-events-auto shrink-0">
          <LoveButton submission={submission} onToggle={onLove} pending={lovePendingId === submission._id} />
        </span>
      </div>
    </article>
  );
}
