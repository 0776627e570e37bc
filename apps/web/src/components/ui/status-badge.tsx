import type { ReactNode } from 'react';

export type BadgeTone = 'gold' | 'muted' | 'koi' | 'sky';

const tones: Record<BadgeTone, string> = {
  gold: 'bg-gold/15 text-gold',
  muted: 'border border-card-border text-muted',
  koi: 'bg-koi/20 text-[#ffb59e]',
  sky: 'bg-sky-300/15 text-sky-100',
};

/** A short state beside a name: where a row came from, that it is disabled, hidden, waiting. */
export function StatusBadge({ tone = 'gold', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
