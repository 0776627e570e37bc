import type { ArtistSubmission } from '@guardians/shared/gallery';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { formatSpecDate } from '../../../lib/format-date.ts';
import { authorOf, xPostUrl } from '../utils/submission-author.ts';
import { bestVideoSource, mainMedia, previewUrl } from '../utils/submission-media.ts';
import { AuthorLine } from './author-line.tsx';
import { LoveButton } from './love-button.tsx';
import { ProcessBadge } from './process-badge.tsx';
import type { CardActions } from './submission-card.tsx';
import { SubmissionPicture } from './submission-picture.tsx';

type SubmissionDetailProps = Omit<CardActions, 'onOpen'> & { submission: ArtistSubmission; titleId: string };

/** The full piece: the picture at full size or the video with controls, and everything about it. */
export function SubmissionDetail({
  submission,
  titleId,
  onLove,
  lovePendingId,
  itemHref,
  showProcessId,
}: SubmissionDetailProps) {
  const media = mainMedia(submission);
  const author = authorOf(submission);
  const postUrl = xPostUrl(submission);
  const label = `Fan art by ${author.name}`;
  return (
    <div className="grid max-h-[calc(100dvh-2rem)] overflow-y-auto md:grid-cols-[minmax(0,1fr)_22rem] md:overflow-hidden">
      <div className="flex min-h-64 items-center justify-center bg-black md:max-h-[calc(100dvh-2rem)]">
        {media?.type === 'video' ? (
          // biome-ignore lint/a11y/useMediaCaption: fan art videos come from X without captions
          <video
            controls
            playsInline
            preload="metadata"
            poster={previewUrl(media) ?? undefined}
            aria-label={label}
            className="max-h-[70dvh] w-full md:max-h-[calc(100dvh-2rem)]"
          >
            <source src={bestVideoSource(media).url} type={bestVideoSource(media).type} />
          </video>
        ) : (
          <SubmissionPicture
            src={media?.url ?? null}
            alt={label}
            lazy={false}
            className="max-h-[70dvh] w-full object-contain md:max-h-[calc(100dvh-2rem)] min-h-64"
          />
        )}
      </div>
      <div className="flex flex-col gap-5 p-5 md:overflow-y-auto md:p-6">
        <h2 id={titleId} className="sr-only">
          {label}
        </h2>
        <div className="pr-12">
          <AuthorLine author={author} size="md" />
        </div>
        <p className="text-sm text-muted">
          <time dateTime={submission.tweetCreatedDate}>{formatSpecDate(submission.tweetCreatedDate)}</time>
        </p>
        {submission.text && (
          <p className="text-base leading-relaxed whitespace-pre-line text-fg [overflow-wrap:anywhere]">
            {submission.text}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          {submission.token && (
            <Link to={itemHref(submission.token)} className={buttonClasses('ghost', 'text-gold')}>
              {`Fan art of #${submission.token.tokenId}`}
            </Link>
          )}
          {showProcessId && <ProcessBadge submission={submission} />}
          {submission.disabled && (
            <span className="rounded-full bg-koi/20 px-3 py-1 text-xs font-semibold text-koi">
              Hidden from the gallery
            </span>
          )}
        </div>
        <div className="mt-auto flex flex-wrap items-center gap-3 border-t border-card-border pt-5">
          <LoveButton
            submission={submission}
            onToggle={onLove}
            pending={lovePendingId === submission._id}
            variant="panel"
          />
          {postUrl && (
            <a href={postUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline')}>
              View on X
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path
                  d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </a>
          )}
        </div>
      </div>
    </div>
  );
}
