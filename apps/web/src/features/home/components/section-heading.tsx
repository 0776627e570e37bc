import type { ReactNode } from 'react';

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  /** A link on the right (below on phones). */
  action?: ReactNode;
};

/** Eyebrow, title and a line of copy: the same opening for every section of the home page. */
export function SectionHeading({ id, eyebrow, title, children, action }: SectionHeadingProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
      <div className="flex max-w-2xl flex-col gap-3">
        <p className="text-sm font-semibold tracking-[0.3em] text-koi uppercase">{eyebrow}</p>
        <h2 id={id} className="text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
          {title}
        </h2>
        {children && <div className="text-lg text-muted">{children}</div>}
      </div>
      {action}
    </div>
  );
}

/** The gold text link most sections end their heading with. */
export const sectionLinkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-gold/60 px-5 text-sm font-semibold text-fg transition-colors hover:bg-gold/10';
