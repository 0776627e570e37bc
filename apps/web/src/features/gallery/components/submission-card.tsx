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

/** One tile of the justified grid: the art first, then under it the artist, the date and the love. */
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
      className={`group relative flex flex-1 flex-col overflow-hidden rounded-xl border border-card-border bg-card shadow-lg shadow-black/30 transition-[border-color,box-shadow] duration-200 hover:border-gold/60 hover:shadow-gold/10 ${submission.disabled ? 'opacity-60 grayscale' : ''}`}
      style={{ width }}
    >
      <div className="relative shrink-0 overflow-hidden bg-night/60" style={{ height }}>
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
      </div>
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
      {/* The caption sits under the art, never over it: every tile names its author in full (a
          narrow one wraps the name and puts the love under it). */}
      <div
        data-testid="submission-caption"
        className="pointer-events-none z-20 flex flex-1 flex-wrap items-start justify-between gap-2 p-2"
      >
        <div className="min-w-0 flex-1 basis-40">
          <AuthorLine
            author={author}
            avatar={width >= 160}
            date={roomy ? formatSpecDate(submission.tweetCreatedDate) : undefined}
          />
        </div>
        <span className="pointer-events-auto shrink-0">
          <LoveButton submission={submission} onToggle={onLove} pending={lovePendingId === submission._id} />
        </span>
      </div>
    </article>
  );
}
