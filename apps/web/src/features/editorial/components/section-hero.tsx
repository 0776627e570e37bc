import type { ReactNode } from 'react';

type SectionHeroProps = {
  eyebrow: string;
  title: string;
  lead: string;
  /** Sits under the transparent navbar (spec 2 lists /story, /odyssey, /about). */
  underNavbar?: boolean;
  children?: ReactNode;
};

/** The opening of an editorial section: a quiet moonlit glow behind a big title and a lead. */
export function SectionHero({ eyebrow, title, lead, underNavbar = false, children }: SectionHeroProps) {
  return (
    <header className={`relative isolate overflow-hidden ${underNavbar ? 'pt-nav' : ''}`}>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(70%_60%_at_75%_20%,color-mix(in_oklab,var(--gold)_16%,transparent),transparent_70%),radial-gradient(50%_50%_at_10%_90%,color-mix(in_oklab,var(--koi)_14%,transparent),transparent_70%)]"
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pt-10 pb-8 sm:px-6 sm:pt-16 sm:pb-12">
        <p className="text-sm font-semibold tracking-[0.3em] text-koi uppercase">{eyebrow}</p>
        <h1 className="max-w-4xl text-4xl font-extrabold tracking-tight text-fg sm:text-6xl">{title}</h1>
        <p className="max-w-2xl text-lg text-muted">{lead}</p>
        {children}
      </div>
    </header>
  );
}
