import type { ReactNode } from 'react';

/** A grid with nothing in it: the spec's sentence and one way forward. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-card-border px-6 py-14 text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 48 48"
        className="size-12 text-gold/70"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="7" y="9" width="34" height="30" rx="4" />
        <path d="m7 31 9-9 8 8 5-5 12 12" strokeLinejoin="round" />
        <circle cx="31" cy="18" r="3" />
      </svg>
      <p className="text-lg font-semibold text-fg">{title}</p>
      {children}
    </div>
  );
}
