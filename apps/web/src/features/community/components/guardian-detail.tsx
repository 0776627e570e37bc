import type { Guardian } from '@guardians/shared/community';
import type { PlatformMode } from '@guardians/shared/site-config';
import { Link } from 'react-router';
import { ItemPicture } from '../../../components/ui/item-picture.tsx';
import { ElementBadge } from './element-badge.tsx';
import { GuardianItems } from './guardian-items.tsx';

/** /guardians/{id}: portrait, element, powers and story, then the collection's pieces of this Guardian. */
export function GuardianDetail({ guardian, mode }: { guardian: Guardian; mode: PlatformMode }) {
  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(55%_55%_at_25%_20%,color-mix(in_oklab,var(--gold)_16%,transparent),transparent_70%)]"
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-16 px-4 pt-4 pb-20 sm:px-6 sm:pt-6">
        <div className="flex flex-col gap-4">
          <nav aria-label="Breadcrumb">
            <Link
              to="/guardians"
              className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-muted hover:text-gold"
            >
              <span aria-hidden="true">←</span> All Guardians
            </Link>
          </nav>
          <article className="grid gap-10 lg:grid-cols-[5fr_6fr] lg:gap-16">
            <div className="lg:sticky lg:top-[calc(var(--nav-height)+1.5rem)] lg:self-start">
              <div className="relative overflow-hidden rounded-3xl border border-gold/40 shadow-[0_30px_80px_-30px] shadow-gold/40">
                <ItemPicture
                  src={guardian.image}
                  alt={`${guardian.name}, ${guardian.title}`}
                  eager
                  className="aspect-square w-full"
                />
              </div>
            </div>
            <div className="flex flex-col gap-8">
              <header className="flex flex-col gap-3">
                <ElementBadge element={guardian.element} className="self-start" />
                <h1 className="text-5xl font-extrabold tracking-tight text-fg sm:text-6xl">
                  {guardian.name}
                </h1>
                <p className="text-xl font-semibold text-gold">{guardian.title}</p>
                <p className="text-lg text-muted">{guardian.description}</p>
              </header>
              {guardian.powers.length > 0 && (
                <section aria-labelledby="powers-title" className="flex flex-col gap-4">
                  <h2 id="powers-title" className="text-sm font-semibold tracking-[0.3em] text-koi uppercase">
                    Powers
                  </h2>
                  <ul className="grid gap-3 sm:grid-cols-2">
                    {guardian.powers.map((power) => (
                      <li
                        key={power}
                        className="flex gap-3 rounded-2xl border border-card-border bg-card/70 p-4 text-fg"
                      >
                        <span aria-hidden="true" className="mt-2 size-2 shrink-0 rotate-45 bg-gold" />
                        {power}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {guardian.story.length > 0 && (
                <section aria-labelledby="story-title" className="flex flex-col gap-4">
                  <h2 id="story-title" className="text-sm font-semibold tracking-[0.3em] text-koi uppercase">
                    Story
                  </h2>
                  <div className="flex max-w-prose flex-col gap-4 text-lg leading-relaxed text-fg/90">
                    {guardian.story.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </div>
                </section>
              )}
            </div>
          </article>
        </div>
        <GuardianItems guardian={guardian} mode={mode} />
      </div>
    </div>
  );
}

export function GuardianDetailSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading Guardian"
      className="mx-auto grid max-w-7xl gap-10 px-4 pt-[4.25rem] pb-20 sm:px-6 lg:grid-cols-[5fr_6fr] lg:gap-16"
    >
      <span className="skeleton block aspect-square w-full rounded-3xl" />
      <div className="flex flex-col gap-4">
        <span className="skeleton block h-7 w-24 rounded-full" />
        <span className="skeleton block h-14 w-2/3" />
        <span className="skeleton block h-6 w-1/2" />
        <span className="skeleton block h-24 w-full" />
        <span className="skeleton block h-40 w-full" />
      </div>
    </div>
  );
}
