import { Link } from 'react-router';
import { SectionError } from '../../../components/ui/section-error.tsx';
import { useOdyssey } from '../api/get-odyssey.ts';
import { odysseyProgress } from '../utils/odyssey-progress.ts';
import { OdysseyStageCard } from './odyssey-stage-card.tsx';
import { SectionHeading, sectionLinkClass } from './section-heading.tsx';

/**
 * The Odyssey as a path of four stages: lit up to the furthest open one, each with its prize; a
 * vertical path on phones, a horizontal one from md up.
 */
export function OdysseySection() {
  const odyssey = useOdyssey();
  if (odyssey.isSuccess && odyssey.data.length === 0) return null;
  const stages = odyssey.data ?? [];
  const progress = odysseyProgress(stages);
  const lastOpen = stages.findLastIndex((stage) => stage.isOpened);

  return (
    <section aria-labelledby="home-odyssey" className="flex flex-col gap-8">
      <SectionHeading
        id="home-odyssey"
        eyebrow="The Odyssey"
        title="From the Golden Temple to the Great Waterfall"
        action={
          <Link to="/odyssey" className={sectionLinkClass}>
            Follow the Odyssey <span aria-hidden="true">→</span>
          </Link>
        }
      >
        <p>
          Four stages, each opening in turn, with cash-prized art contests along the way.
          {odyssey.data && (
            <>
              {' '}
              <span className="font-semibold text-fg">
                {progress.opened} of {progress.total} stages open
                {progress.current ? `, now at ${progress.current.title}.` : '.'}
              </span>
            </>
          )}
        </p>
      </SectionHeading>
      {odyssey.isError ? (
        <SectionError what="Odyssey" onRetry={() => void odyssey.refetch()} retrying={odyssey.isFetching} />
      ) : (
        <ol
          aria-label="Odyssey stages"
          aria-busy={odyssey.isPending}
          className="flex flex-col gap-6 md:grid md:grid-cols-4"
        >
          {odyssey.isPending
            ? [0, 1, 2, 3].map((i) => (
                <li key={i} className="relative pl-14 md:pt-14 md:pl-0">
                  <span className="skeleton absolute top-0 left-0 block size-10 rounded-full" />
                  <span className="skeleton block h-64 rounded-2xl" />
                </li>
              ))
            : stages.map((stage, index) => (
                <li key={stage.id} className="relative pl-14 md:pt-14 md:pl-0">
                  {index < stages.length - 1 && <PathSegment lit={index < lastOpen} />}
                  <span
                    className={`absolute top-0 left-0 grid size-10 place-items-center rounded-full border-2 text-sm font-bold ${
                      stage.isOpened
                        ? 'border-gold bg-gold text-night shadow-[0_0_24px_-2px] shadow-gold/70'
                        : 'border-card-border bg-night text-muted'
                    }`}
                  >
                    <span className="sr-only">Stage </span>
                    {index + 1}
                  </span>
                  <OdysseyStageCard stage={stage} />
                </li>
              ))}
        </ol>
      )}
    </section>
  );
}

/** The stretch of path to the next stage: down on phones, across from md up. */
function PathSegment({ lit }: { lit: boolean }) {
  const tone = lit ? 'bg-gold' : 'bg-card-border';
  return (
    <span
      aria-hidden="true"
      className={`absolute top-10 -bottom-6 left-5 w-0.5 -translate-x-1/2 md:top-5 md:right-[-1.5rem] md:bottom-auto md:left-10 md:h-0.5 md:w-auto md:translate-x-0 md:-translate-y-1/2 ${tone}`}
    />
  );
}
