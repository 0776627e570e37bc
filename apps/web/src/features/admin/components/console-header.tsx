import type { ReactNode } from 'react';

/** The title of a console page and what it is for, in one sentence or two. */
export function ConsoleHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="flex flex-col gap-2">
      <h1 className="text-3xl font-bold text-fg sm:text-4xl">{title}</h1>
      {children && <p className="max-w-3xl text-muted">{children}</p>}
    </header>
  );
}
