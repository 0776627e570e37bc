import { useState } from 'react';
import type { SubmissionAuthor } from '../utils/submission-author.ts';
import { initialsOf } from '../utils/submission-author.ts';

type AuthorLineProps = {
  author: SubmissionAuthor;
  /** The date line under the name, when there is room for it. */
  date?: string | undefined;
  size?: 'sm' | 'md';
  /** Off on a narrow tile, so the name and handle have its whole width. */
  avatar?: boolean;
};

function AuthorAvatar({ author, size = 'sm' }: { author: SubmissionAuthor; size?: 'sm' | 'md' }) {
  const [broken, setBroken] = useState(false);
  const box = size === 'sm' ? 'size-7 text-xs' : 'size-11 text-sm';
  if (author.avatar && !broken) {
    return (
      <img
        src={author.avatar}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
        className={`${box} shrink-0 rounded-full border border-white/20 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} grid shrink-0 place-items-center rounded-full border border-gold/50 bg-night/80 font-bold text-gold`}
    >
      {initialsOf(author.name)}
    </span>
  );
}

/** Avatar (or initials), name and @username, and optionally the date. */
export function AuthorLine({ author, date, size = 'sm', avatar = true }: AuthorLineProps) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      {avatar && <AuthorAvatar author={author} size={size} />}
      <div className="flex min-w-0 flex-col leading-tight">
        {/* Names and handles wrap rather than being cut: "@n…" tells nobody who drew it. */}
        <span
          className={`font-semibold [overflow-wrap:anywhere] text-white ${size === 'sm' ? 'text-xs' : 'text-base'}`}
        >
          {author.name}
        </span>
        {author.username && (
          <span
            data-testid="author-handle"
            className={`[overflow-wrap:anywhere] text-white/75 ${size === 'sm' ? 'text-xs' : 'text-sm'}`}
          >
            @{author.username}
          </span>
        )}
        {date && <span className="text-xs text-white/70">{date}</span>}
      </div>
    </div>
  );
}
