import type { ReactNode } from 'react';

/** The square stage every preview sits on, so the page keeps its shape whatever the media. */
export const mediaFrame =
  'relative aspect-square w-full overflow-hidden rounded-2xl border border-card-border bg-card shadow-xl shadow-black/40';

export function MediaFrame({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`${mediaFrame} ${className}`}>{children}</div>;
}

/** A text state on the stage: 'content not available yet', 'File type not supported!'. */
export function MediaMessage({ children, icon }: { children: ReactNode; icon: ReactNode }) {
  return (
    <MediaFrame className="flex flex-col items-center justify-center gap-3 p-6 text-center">
      <span aria-hidden="true" className="text-gold/80">
        {icon}
      </span>
      <p className="text-lg font-semibold text-fg">{children}</p>
    </MediaFrame>
  );
}
