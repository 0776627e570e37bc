import type { ArtistSubmission } from '@guardians/shared/gallery';
import { useId } from 'react';
import { LockIcon } from '../../../components/ui/lock-icon.tsx';
import { xLock } from '../../../lib/social/x-lock.ts';
import { formatCount } from '../utils/submission-author.ts';

type LoveButtonProps = {
  submission: ArtistSubmission;
  onToggle: (submission: ArtistSubmission) => void;
  pending: boolean;
  variant?: 'overlay' | 'panel';
};

/**
 * The Love reaction with its count; pressed when the viewer loves it. Where the site cannot link X
 * it wears the shared lock and says why instead.
 */
export function LoveButton({ submission, onToggle, pending, variant = 'overlay' }: LoveButtonProps) {
  const lock = xLock('Loving fan art');
  const reasonId = useId();
  const active = submission.userReaction.reactionActive;
  const count = submission.totalReactionsCount;
  const look =
    variant === 'overlay'
      ? 'bg-night/70 backdrop-blur-sm border-white/15 hover:border-koi/70'
      : 'bg-white/5 border-card-border hover:border-koi/70';
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-busy={pending}
      aria-label={`${active ? 'Remove your love' : 'Love this fan art'} (${count} ${count === 1 ? 'love' : 'loves'})`}
      data-testid="love-button"
      aria-disabled={lock.locked || undefined}
      aria-describedby={lock.locked ? reasonId : undefined}
      title={lock.locked ? lock.reason : undefined}
      onClick={(event) => {
        event.stopPropagation();
        if (lock.locked) lock.explain();
        else onToggle(submission);
      }}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border px-3 text-sm font-semibold text-white transition-colors ${look}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`size-5 transition-transform motion-safe:duration-150 ${active ? 'scale-110 text-koi' : 'text-white'}`}
        fill={active ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          strokeLinejoin="round"
        />
      </svg>
      <span data-testid="love-count" className="tabular-nums">
        {formatCount(count)}
      </span>
      {lock.locked && (
        <>
          <LockIcon className="size-4 text-white/70" />
          <span id={reasonId} className="sr-only">
            {lock.reason}
          </span>
        </>
      )}
    </button>
  );
}
