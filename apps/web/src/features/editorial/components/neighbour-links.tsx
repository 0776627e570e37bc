import type { StoryDetail } from '@guardians/shared/editorial';
import { Link } from 'react-router';
import { ArrowLeftIcon, ArrowRightIcon } from './editorial-icons.tsx';

type Neighbour = StoryDetail['previous'];

type NeighbourLinksProps = {
  basePath: string;
  previous: Neighbour;
  next: Neighbour;
  /** 'chapter' or 'stage', for the navigation's accessible name. */
  noun: string;
};

const card =
  'flex min-h-20 flex-1 flex-col justify-center gap-1 rounded-2xl border border-card-border bg-card/70 px-5 py-4 transition-colors hover:border-gold/70';

/** Spec 2: a detail page's previous and next links, named after where they lead. */
export function NeighbourLinks({ basePath, previous, next, noun }: NeighbourLinksProps) {
  if (!previous && !next) return null;
  const href = (id: string) => `${basePath}/${encodeURIComponent(id)}`;
  return (
    <nav aria-label={`Other ${noun}s`} className="flex flex-col gap-3 sm:flex-row">
      {previous ? (
        <Link to={href(previous.id)} rel="prev" className={card}>
          <span className="flex items-center gap-2 text-xs font-semibold tracking-widest text-gold uppercase">
            <ArrowLeftIcon className="size-3.5" />
            Previous
          </span>
          <span className="text-lg font-semibold text-fg">{previous.title}</span>
        </Link>
      ) : (
        <span aria-hidden="true" className="hidden flex-1 sm:block" />
      )}
      {next ? (
        <Link to={href(next.id)} rel="next" className={`${card} sm:items-end sm:text-right`}>
          <span className="flex items-center gap-2 text-xs font-semibold tracking-widest text-gold uppercase">
            Next
            <ArrowRightIcon className="size-3.5" />
          </span>
          <span className="text-lg font-semibold text-fg">{next.title}</span>
        </Link>
      ) : (
        <span aria-hidden="true" className="hidden flex-1 sm:block" />
      )}
    </nav>
  );
}
