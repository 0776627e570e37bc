import type { OdysseyItem } from '@guardians/shared/editorial';
import { useState } from 'react';
import { Link } from 'react-router';
import { mediaUrl } from '../utils/media-url.ts';
import { stageFacts } from '../utils/odyssey-progress.ts';

/** One stage of the path: open ones lead to their page, locked ones are not clickable (spec 2). */
export function OdysseyStageCard({ stage }: { stage: OdysseyItem }) {
  const facts = stageFacts(stage);
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card/70 transition-colors ${
        stage.isOpened
          ? 'border-gold/50 hover:border-gold has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold'
          : 'border-card-border'
      }`}
    >
      <StageImage stage={stage} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <StatusBadge open={stage.isOpened} />
        <h3
          className={`text-lg font-bold ${stage.isOpened ? 'text-fg group-hover:text-gold' : 'text-fg/80'}`}
        >
          {stage.isOpened ? (
            <Link
              to={`/odyssey/${stage.id}`}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {stage.title}
            </Link>
          ) : (
            stage.title
          )}
        </h3>
        <p className="line-clamp-2 text-sm text-muted">{stage.description}</p>
        {facts.length > 0 && (
          <ul className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-2 text-sm">
            {facts.map((fact, index) => (
              <li
                key={fact}
                className={index === 0 && stage.prizeUsd !== null ? 'font-semibold text-gold' : 'text-muted'}
              >
                {fact}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

function StatusBadge({ open }: { open: boolean }) {
  return open ? (
    <span className="self-start rounded-full bg-gold px-2.5 py-0.5 text-xs font-bold tracking-wider text-night uppercase">
      Open
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 self-start rounded-full border border-card-border px-2.5 py-0.5 text-xs font-semibold tracking-wider text-muted uppercase">
      <LockIcon className="size-3" />
      Locked
    </span>
  );
}

function StageImage({ stage }: { stage: OdysseyItem }) {
  const src = mediaUrl(stage.image);
  const [failed, setFailed] = useState(false);
  return (
    <div className="relative aspect-[21/9] overflow-hidden md:aspect-[16/9] bg-[radial-gradient(80%_80%_at_50%_100%,#2b1f6b,#05040f)]">
      {src && !failed && (
        <img
          src={src}
          alt=""
          width={480}
          height={270}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className={`size-full object-cover transition-transform duration-700 ${
            stage.isOpened ? 'motion-safe:group-hover:scale-105' : 'opacity-40 grayscale'
          }`}
        />
      )}
      {!stage.isOpened && (
        <span aria-hidden="true" className="absolute inset-0 grid place-items-center text-fg/70">
          <LockIcon className="size-8" />
        </span>
      )}
    </div>
  );
}

function LockIcon({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" strokeLinecap="round" />
    </svg>
  );
}
