import type { Guardian } from '@guardians/shared/community';
import { Link } from 'react-router';
import { ElementBadge } from './element-badge.tsx';
import { GuardianArt } from './guardian-art.tsx';

/** How many powers a card shows; the rest are on the Guardian's page. */
const POWERS_SHOWN = 2;

/** Portrait first, then name, title, element and the first powers; the whole card is the link. */
export function GuardianCard({ guardian, eager }: { guardian: Guardian; eager: boolean }) {
  const powers = guardian.powers.slice(0, POWERS_SHOWN);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-card-border bg-card/80 transition-colors hover:border-gold/70 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold">
      <div className="relative aspect-square overflow-hidden">
        <GuardianArt
          src={guardian.image}
          alt={`${guardian.name}, ${guardian.title}`}
          eager={eager}
          className="size-full transition-transform duration-700 motion-safe:group-hover:scale-105"
        />
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-1/3 bg-linear-to-t from-card to-transparent"
        />
        <ElementBadge element={guardian.element} className="absolute top-3 left-3 backdrop-blur-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-2 px-5 pb-5">
        <h2 className="text-2xl font-bold text-fg">
          <Link
            to={`/guardians/${guardian._id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-gold"
          >
            {guardian.name}
          </Link>
        </h2>
        <p className="text-sm font-semibold text-gold">{guardian.title}</p>
        {powers.length > 0 ? (
          <ul
            aria-label={`Powers of ${guardian.name}`}
            className="mt-1 flex flex-col gap-1.5 text-sm text-muted"
          >
            {powers.map((power) => (
              <li key={power} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rotate-45 bg-koi" />
                <span className="line-clamp-2">{power}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 line-clamp-3 text-sm text-muted">{guardian.description}</p>
        )}
      </div>
    </article>
  );
}

export function GuardianCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col overflow-hidden rounded-3xl border border-card-border bg-card/60"
    >
      <span className="skeleton block aspect-square rounded-none" />
      <div className="flex flex-col gap-2 px-5 py-5">
        <span className="skeleton block h-7 w-1/2" />
        <span className="skeleton block h-4 w-3/4" />
        <span className="skeleton block h-4 w-full" />
        <span className="skeleton block h-4 w-5/6" />
      </div>
    </div>
  );
}
