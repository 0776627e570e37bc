import type { ReactNode } from 'react';

/** A list with nothing in it: the spec's sentence, quietly framed. */
export function QuestsEmpty({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-card-border px-6 py-10 text-center text-muted">
      {children}
    </div>
  );
}
