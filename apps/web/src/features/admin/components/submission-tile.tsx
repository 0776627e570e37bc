import type { ConsoleSubmission } from '@guardians/shared/gallery';
import { Button } from '../../../components/ui/button.tsx';
import { Person } from '../../../components/ui/person.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { assetUrl } from '../../../lib/asset-url.ts';
import { formatSpecDate } from '../../../lib/format-date.ts';
import { formatCompactNumber } from '../../../lib/format-number.ts';
import { artistOf } from '../utils/submission-labels.ts';

type SubmissionTileProps = {
  submission: ConsoleSubmission;
  /** Hide / Show again, for callers with submissions:disable; a judge reads only. */
  onToggle: (() => void) | null;
  busy: boolean;
};

const loves = (n: number) => `${n < 1000 ? n : formatCompactNumber(n)} ${n === 1 ? 'love' : 'loves'}`;

/** Why, by whom and when a submission was hidden: "Hidden by Suirin on <date>: <reason>". */
function ModerationNote({ moderation }: { moderation: NonNullable<ConsoleSubmission['moderation']> }) {
  const { by, byName, at, reason } = moderation;
  return (
    <p
      data-testid="moderation-note"
      className="rounded-xl border border-koi/40 bg-koi/10 px-3 py-2 text-sm text-fg"
    >
      {'Hidden by '}
      {byName ? (
        <span className="font-semibold">{byName}</span>
      ) : by ? (
        <Person
          account={by}
          avatar={false}
          link={false}
          tagYou={false}
          className="align-bottom font-semibold"
        />
      ) : (
        'an operator'
      )}
      {at ? ` on ${formatSpecDate(at)}` : ''}
      {reason ? `: ${reason}` : ''}
    </p>
  );
}

/** One submission: its picture, process id, artist and submitter, date, loves and state. */
export function SubmissionTile({ submission, onToggle, busy }: SubmissionTileProps) {
  const media = submission.media[0];
  const src = assetUrl(media?.preview_image_url || (media?.type === 'photo' ? media.url : null));
  const artist = artistOf(submission);
  const hidden = submission.disabled;
  return (
    <li
      data-testid="console-submission"
      data-submission-id={submission._id}
      className="flex flex-col overflow-hidden rounded-2xl border border-card-border bg-card/70"
    >
      <div className="relative aspect-[4/3] shrink-0 overflow-hidden bg-night/60">
        {src ? (
          <img
            src={src}
            alt={`Fan art ${submission.submissionProcessId} by ${artist.handle ?? artist.name}`}
            loading="lazy"
            decoding="async"
            className={`absolute inset-0 size-full object-cover ${hidden ? 'opacity-50 grayscale' : ''}`}
          />
        ) : (
          <span className="grid size-full place-items-center text-sm text-muted">No preview</span>
        )}
        <span className="absolute inset-x-2 top-2 flex items-start justify-between gap-2">
          <span className="rounded-full bg-night/80 px-2.5 py-1 font-mono text-xs text-gold backdrop-blur-sm">
            {submission.submissionProcessId}
          </span>
          {/* On a night backing: the badges stay readable over light art. */}
          <span className="flex gap-1.5 rounded-full bg-night/85 p-0.5 backdrop-blur-sm">
            {media?.type === 'video' && <StatusBadge tone="muted">Video</StatusBadge>}
            <StatusBadge tone={hidden ? 'koi' : 'gold'}>{hidden ? 'Hidden' : 'Shown'}</StatusBadge>
          </span>
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold break-all text-fg">{artist.handle ?? artist.name}</span>
          {artist.handle && artist.name !== artist.handle && (
            <span className="text-sm text-muted">{artist.name}</span>
          )}
        </p>
        <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted">
          {submission.account ? (
            <>
              <span>Sent by</span>
              <Person account={submission.account} avatarClassName="size-5 text-[8px]" />
            </>
          ) : (
            <span>Found on X</span>
          )}
        </p>
        <p className="text-xs text-muted">
          <time dateTime={submission.tweetCreatedDate}>{formatSpecDate(submission.tweetCreatedDate)}</time>
          {` · ${loves(submission.totalReactionsCount)}`}
        </p>
        {submission.text && <p className="line-clamp-2 text-sm break-words text-fg">{submission.text}</p>}
        {hidden && submission.moderation && <ModerationNote moderation={submission.moderation} />}
        {onToggle && (
          <div className="mt-auto pt-2">
            <Button
              variant={hidden ? 'primary' : 'outline'}
              onClick={onToggle}
              disabled={busy}
              aria-busy={busy}
            >
              {hidden ? 'Show again' : 'Hide'}
              <span className="sr-only">{` ${submission.submissionProcessId}`}</span>
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
